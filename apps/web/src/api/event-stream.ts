import { createParser } from 'eventsource-parser';
import { getAccessToken } from '../lib/session';
import { API_BASE } from './core';
import { refreshSession } from './session';
import type { FilePath } from './types';

/** How long to wait before reconnecting: the server's `retry`, growing on repeated failures. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export type EventStreamHandlers = {
  onEvent: (name: string, data: string) => void;
  /** The connection came up (true) or dropped (false). */
  onLiveChange?: (isLive: boolean) => void;
};

/**
 * A Server-Sent Events stream of the API (a path the document says answers text/event-stream)
 * with the bearer token (EventSource cannot send one),
 * read with fetch and eventsource-parser. Reconnects by itself after a drop, renewing the
 * session on a 401; stops for good when the session cannot be renewed or `close` is called.
 */
export function openEventStream(
  path: FilePath<'text/event-stream'>,
  handlers: EventStreamHandlers,
) {
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  let serverRetryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reconnect = () => {
    if (controller.signal.aborted) return;
    handlers.onLiveChange?.(false);
    timer = setTimeout(connect, Math.max(retryMs, serverRetryMs));
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect() {
    const token = getAccessToken();
    if (!token) return;
    try {
      const res = await fetch(`${API_BASE}${path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (res.status === 401) {
        handlers.onLiveChange?.(false);
        if (await refreshSession()) reconnect();
        return;
      }
      if (!res.ok || !res.body) return reconnect();
      retryMs = FIRST_RETRY_MS;
      handlers.onLiveChange?.(true);
      const parser = createParser({
        onEvent: (event) => handlers.onEvent(event.event ?? 'message', event.data),
        onRetry: (ms) => (serverRetryMs = ms),
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      reconnect();
    } catch {
      // A dropped connection (or close()).
      reconnect();
    }
  }

  void connect();
  return {
    close() {
      clearTimeout(timer);
      controller.abort();
    },
  };
}
