import http from 'node:http';
import { authHeader, createUser, login } from './auth-helpers';
import type { TestApp } from './test-app';

/** A CLIENTE account tied to client `clientId`, signed in. */
export async function clientAccount(t: TestApp, clientId: number) {
  const user = await createUser(t, { role: 'CLIENTE' });
  await t.app.db
    .updateTable('clients')
    .set({ userId: user.id })
    .where('id', '=', clientId)
    .execute();
  return { ...(await login(t, user.email, user.password)), id: user.id };
}

export type StreamEvent = { event: string; data: Record<string, unknown> };

/**
 * Opens the live stream of the holder of `token` on a listening app and collects its events;
 * `next(match)` resolves with the first event (from the start) that matches.
 */
export async function openStream(baseUrl: string, token: string) {
  // node:http rather than fetch: an aborted fetch leaves undici opening a spare connection that
  // never sends a request, and the server's close would wait for it.
  const request = http.get(`${baseUrl}/api/notification/stream`, {
    headers: { ...authHeader(token), accept: 'text/event-stream' },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const events: StreamEvent[] = [];
  let text = '';
  // The server ended the answer (a stream lives until the client or the server closes it).
  const ended = new Promise<void>((resolve) => {
    response.on('end', resolve);
    response.on('close', resolve);
  });
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!name || !data) continue;
      const event = { event: name, data: JSON.parse(data) as Record<string, unknown> };
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    }
  });
  response.on('error', () => {});
  return {
    status: response.statusCode,
    headers: response.headers,
    contentType: response.headers['content-type'],
    events,
    ended,
    /** Everything received so far, as sent (`retry:` lines included). */
    text: () => text,
    next(match: (e: StreamEvent) => boolean): Promise<StreamEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => request.destroy(),
  };
}
