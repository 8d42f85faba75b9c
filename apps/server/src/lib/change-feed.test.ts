import { describe, expect, it } from 'vitest';
import { createChangeFeed } from './change-feed';

describe('change feed', () => {
  it('moves the stamp of the keys a write bumps, and only theirs', async () => {
    const feed = createChangeFeed();
    const lines = feed.stamp(['lines']);
    const models = feed.stamp(['models:1']);
    await feed.bump('lines', 'line:1');
    expect(feed.stamp(['lines'])).not.toBe(lines);
    expect(feed.stamp(['models:1'])).toBe(models);
  });

  it('lists the bumps after a position, and says when it no longer remembers them', async () => {
    const feed = createChangeFeed();
    const start = feed.position();
    expect(feed.since(start)).toEqual([]);
    await feed.bump('lines', 'line:1');
    await feed.bump('models:2');
    expect(feed.since(start)).toEqual([['lines', 'line:1'], ['models:2']]);
    expect(feed.since(feed.position())).toEqual([]);
    for (let i = 0; i < 5000; i += 1) await feed.bump('lines', `line:${i}`);
    expect(feed.since(start)).toBeNull();
    expect(feed.since(0)).toBeNull();
  });
});
