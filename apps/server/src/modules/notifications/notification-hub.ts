import type { Notification, NotificationStreamEvent } from '@taller/shared';
import type { EndedSessions } from '../auth/auth.service';

export type StreamSink = {
  send: (event: NotificationStreamEvent) => void;
  close: () => void;
  /** Closes the stream, asking its browser to wait a while before it reconnects. */
  evict: () => void;
};

/** Whose a stream is: the session it was opened with, and the address it came from. */
export type StreamOwner = { userId: number; sessionId: string; address: string };

type Open = StreamOwner & { sink: StreamSink };

/**
 * The open live streams of this process, by user. The worker publishes each notification it
 * committed to its user's streams; a shutdown closes them all first, so that no open stream
 * holds the server's close (decision 016). A user keeps at most `perUser` streams (a new one
 * closes the oldest) and an address at most `perAddress`; a session that ends closes its own.
 */
export function createNotificationHub(limits: { perUser: number; perAddress: number }) {
  const streams = new Map<number, Open[]>();
  const byAddress = new Map<string, number>();

  function remove(open: Open) {
    const own = streams.get(open.userId);
    const index = own?.indexOf(open) ?? -1;
    if (index < 0) return;
    own!.splice(index, 1);
    if (own!.length === 0) streams.delete(open.userId);
    const left = (byAddress.get(open.address) ?? 1) - 1;
    if (left > 0) byAddress.set(open.address, left);
    else byAddress.delete(open.address);
  }

  const closeWhere = (match: (open: Open) => boolean) => {
    for (const own of [...streams.values()]) {
      for (const open of own.filter(match)) {
        remove(open);
        open.sink.close();
      }
    }
  };

  return {
    /**
     * Adds a stream; null when its address has `perAddress` open already. A user's stream past
     * `perUser` closes that user's oldest. The answer removes the stream (once it has closed).
     */
    subscribe(owner: StreamOwner, sink: StreamSink): (() => void) | null {
      if ((byAddress.get(owner.address) ?? 0) >= limits.perAddress) return null;
      const open: Open = { ...owner, sink };
      let own = streams.get(owner.userId);
      if (!own) streams.set(owner.userId, (own = []));
      own.push(open);
      byAddress.set(owner.address, (byAddress.get(owner.address) ?? 0) + 1);
      while (own.length > limits.perUser) {
        const oldest = own[0]!;
        remove(oldest);
        oldest.sink.evict();
      }
      return () => remove(open);
    },
    publish(rows: (Notification & { userId: number })[]) {
      for (const { userId, ...notification } of rows) {
        for (const { sink } of streams.get(userId) ?? []) {
          sink.send({ type: 'notification', notification });
        }
      }
    },
    send(userId: number, event: NotificationStreamEvent) {
      for (const { sink } of streams.get(userId) ?? []) sink.send(event);
    },
    /** Closes the streams of sessions that ended (signed out, revoked, user deactivated). */
    endSessions(ended: EndedSessions) {
      closeWhere((open) =>
        'sessionId' in ended ? open.sessionId === ended.sessionId : open.userId === ended.userId,
      );
    },
    /** How many streams are open (health and the benchmark). */
    size: () => [...streams.values()].reduce((sum, own) => sum + own.length, 0),
    closeAll() {
      closeWhere(() => true);
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
