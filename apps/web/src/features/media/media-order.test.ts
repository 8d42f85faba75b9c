import type { MediaItem } from '@taller/shared';
import { describe, expect, it } from 'vitest';
import {
  appendMedia,
  mediaKey,
  moveMedia,
  progressPerFile,
  removeMedia,
  renumber,
  splitBySize,
} from './media-order';

const item = (id: number, displayOrder: number): MediaItem => ({
  id,
  url: `/media/${id}.png`,
  fileType: 'IMAGE',
  displayOrder,
});
const orders = (list: MediaItem[]) => list.map((m) => [m.id, m.displayOrder]);

describe('media order rules', () => {
  it('appends new files after the existing ones, numbering on', () => {
    const list = appendMedia([item(1, 1), item(2, 2)], [item(7, 1), item(8, 2)]);
    expect(orders(list)).toEqual([
      [1, 1],
      [2, 2],
      [7, 3],
      [8, 4],
    ]);
    expect(orders(appendMedia([], [item(9, 5)]))).toEqual([[9, 1]]);
    // Gaps in the existing orders never produce a duplicate order.
    expect(orders(appendMedia([item(1, 1), item(2, 4)], [item(3, 1)]))).toEqual([
      [1, 1],
      [2, 4],
      [3, 5],
    ]);
  });

  it('renumbers from 1 after a removal', () => {
    const list = removeMedia([item(1, 1), item(2, 2), item(3, 3)], '/media/1.png');
    expect(orders(list)).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it('renumbers from 1 after a move, in both directions', () => {
    const list = [item(1, 1), item(2, 2), item(3, 3), item(4, 4)];
    expect(orders(moveMedia(list, mediaKey(list[0]!), mediaKey(list[2]!)))).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
      [4, 4],
    ]);
    expect(orders(moveMedia(list, mediaKey(list[3]!), mediaKey(list[0]!)))).toEqual([
      [4, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });

  it('orders by displayOrder first, whatever order the list arrives in', () => {
    expect(orders(removeMedia([item(3, 3), item(1, 1), item(2, 2)], 'none'))).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(orders(renumber([item(5, 9), item(6, 2)]))).toEqual([
      [5, 1],
      [6, 2],
    ]);
  });

  it('keys stored items by id and new ones by url', () => {
    expect(mediaKey(item(4, 1))).toBe('id-4');
    expect(mediaKey({ url: '/media/x.pdf', fileType: 'PDF', displayOrder: 1 })).toBe(
      '/media/x.pdf',
    );
  });

  it('refuses files over the limit before upload', () => {
    const { accepted, refused } = splitBySize([{ size: 10 }, { size: 11 }, { size: 9 }], 10);
    expect(accepted).toEqual([{ size: 10 }, { size: 9 }]);
    expect(refused).toEqual([{ size: 11 }]);
  });

  it('spreads the bytes sent over the files in order', () => {
    expect(progressPerFile([100, 300], 0, 440)).toEqual([0, 0]);
    expect(progressPerFile([100, 300], 220, 440)).toEqual([1, expect.closeTo(1 / 3)]);
    expect(progressPerFile([100, 300], 440, 440)).toEqual([1, 1]);
    expect(progressPerFile([100], 50, 0)).toEqual([0]);
  });
});
