import type { Notification, NotificationStreamEvent } from '@taller/shared';

export type StreamSink = { send: (event: NotificationStreamEvent) => void; close: () => void };

/**
 * The open live streams of this process, by user. The worker publishes each notification it
 * committed to its user's streams; a shutdown closes them all first, so that no open stream
 * holds the server's close (decision 016).
 */
export function createNotificationHub() {
  const streams = new Map<number, Set<StreamSink>>();
  return {
    subscribe(userId: number, sink: StreamSink): () => void {
      let own = streams.get(userId);
      if (!own) streams.set(userId, (own = new Set()));
      own.add(sink);
      return () => {
        own.delete(sink);
        if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
      };
    },
    publish(rows: (Notification & { userId: number })[]) {
      for (const { userId, ...notification } of rows) {
        for (const sink of streams.get(userId) ?? [])
          sink.send({ type: 'notification', notification });
      }
    },
    send(userId: number, event: NotificationStreamEvent) {
      for (const sink of streams.get(userId) ?? []) sink.send(event);
    },
    /** How many streams are open (health and the benchmark). */
    size: () => [...streams.values()].reduce((sum, own) => sum + own.size, 0),
    closeAll() {
      for (const own of streams.values()) for (const sink of [...own]) sink.close();
      streams.clear();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
