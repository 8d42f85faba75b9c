import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database';

type Handler = (message: never) => void;

/**
 * Messages every server of an installation hears, the sender included: what one server's
 * worker committed reaches the live streams open on all of them (decision 019). One SQLite
 * server delivers in its own process, at once; on PostgreSQL a message is a NOTIFY on one
 * channel, heard by a connection of each server that LISTENs to it. Best effort, like any live
 * stream: a message sent while a listener reconnects is missed, and the browser sees the change
 * at its next load (the stored rows are the truth).
 */
export type ClusterBus = {
  publish: (topic: string, message: unknown) => void;
  on: <T>(topic: string, handler: (message: T) => void) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const CHANNEL = 'taller_bus';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

function dispatcher(log: FastifyBaseLogger) {
  const handlers = new Map<string, Handler[]>();
  return {
    on(topic: string, handler: Handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    deliver(topic: string, message: unknown) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(message as never);
        } catch (err) {
          log.error({ err, topic }, 'bus handler failed');
        }
      }
    },
  };
}

export function createLocalBus(log: FastifyBaseLogger): ClusterBus {
  const { on, deliver } = dispatcher(log);
  return { publish: deliver, on, start: async () => {}, stop: async () => {} };
}

export function createPostgresBus(options: {
  databaseUrl: string;
  db: Db;
  log: FastifyBaseLogger;
}): ClusterBus {
  const { databaseUrl, db, log } = options;
  const { on, deliver } = dispatcher(log);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        const { topic, message } = JSON.parse(note.payload) as { topic: string; message: unknown };
        deliver(topic, message);
      } catch (err) {
        log.error({ err }, 'unreadable bus message');
      }
    });
    next.on('error', (err) => {
      log.warn({ err }, 'bus listener lost: reconnecting');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function reconnect(lost: pg.Client) {
    if (stopped || client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect() {
    clearTimeout(retry);
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch((err: unknown) => {
        log.warn({ err }, 'bus listener could not reconnect');
        scheduleConnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  }

  return {
    on,
    publish(topic, message) {
      const payload = JSON.stringify({ topic, message });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        log.warn({ topic, bytes: payload.length }, 'bus message too large: not sent');
        return;
      }
      sql`select pg_notify(${CHANNEL}, ${payload})`
        .execute(db)
        .catch((err: unknown) => log.error({ err, topic }, 'bus message not sent'));
    },
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
