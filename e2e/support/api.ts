import type { BrowserContext } from 'playwright-core';
import { ADMIN, type RunningServer } from './server';

export type Session = { accessToken: string; user: { id: number; name: string; role: string } };

/** Signs in through the API (for journeys that are not about signing in). */
export async function signInThroughApi(
  server: RunningServer,
  credentials: { email: string; password: string } = ADMIN,
): Promise<Session> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).data as Session;
}

/** Every page of the context starts signed in, the way the app stores a session. */
export async function useSession(context: BrowserContext, session: Session) {
  await context.addInitScript((s: Session) => {
    localStorage.setItem('access_token', s.accessToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    sessionStorage.setItem('taller_session', '1');
  }, session);
}

/** Calls the API as the session's user; throws unless it answers 200. Returns `data`. */
export async function callApi<T = unknown>(
  server: RunningServer,
  session: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: number; message: string; data: T };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Creates an active line through the API; its description is the list of items. */
export const createLine = async (
  server: RunningServer,
  session: Session,
  line: { name: string; color: string; items: string[] },
) =>
  (
    await callApi<{ id: number }>(server, session, 'POST', '/line/create', {
      name: line.name,
      color: line.color,
      status: 'ACTIVE',
      description: JSON.stringify(line.items),
    })
  ).id;

/** Datos de facturación with a razón social and a NIT (the rest as they are): bills can be issued. */
export async function completeBillingInfo(
  server: RunningServer,
  session: Session,
  taxId = '1020304050',
) {
  const info = await callApi<Record<string, unknown>>(server, session, 'GET', '/info-bill');
  await callApi(server, session, 'PUT', '/info-bill', {
    ...info,
    businessName: 'Confecciones Andinas SRL',
    taxId,
  });
}
