import { vi } from 'vitest';
import { sentRequest } from './sent-request';

export type FakeRequest = {
  method: string;
  /** Path with query, as requested: '/api/line?deleted=true'. */
  path: string;
  params: Record<string, string>;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
};
export type FakeAnswer = {
  status?: number;
  message?: string;
  data?: unknown;
  /** A refusal's stable code (packages/shared/src/http/error-codes.ts). */
  code?: string;
  /** Answer this text as a file (text/csv) instead of an envelope. */
  file?: string;
};
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return null;
  }
  return params;
}

/**
 * Stands in for the server: routes 'METHOD /api/path' (with `:param` segments, and an optional
 * exact query, or `?*` for any query) to handlers that answer envelopes. Unrouted calls answer 404. `calls` records
 * every request the app made.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern, handler };
  });
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const sent = await sentRequest(input, init);
    const url = new URL(sent.path, 'http://localhost');
    const { method, path } = sent;
    const query = Object.fromEntries(url.searchParams);
    const body = sent.body === undefined ? undefined : JSON.parse(sent.body);
    let answer: FakeAnswer = { status: 404, message: 'Ruta no encontrada' };
    let params: Record<string, string> = {};
    for (const route of table) {
      const [routePath, routeQuery = ''] = route.pattern.split('?');
      const queryMatches =
        routeQuery === '*' || url.search === (routeQuery ? `?${routeQuery}` : '');
      if (route.method !== method || !queryMatches) continue;
      const found = match(routePath!, url.pathname);
      if (!found) continue;
      params = found;
      answer = await route.handler({ method, path, params, query, body });
      break;
    }
    calls.push({ method, path, params, query, body });
    const status = answer.status ?? 200;
    if (answer.file !== undefined) {
      return new Response(answer.file, { status, headers: { 'Content-Type': 'text/csv' } });
    }
    const envelope = { status, message: answer.message ?? 'OK', data: answer.data ?? null };
    return new Response(
      JSON.stringify(answer.code ? { ...envelope, code: answer.code } : envelope),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  return { calls, spy };
}
