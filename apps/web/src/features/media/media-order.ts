import type { MediaItem } from '@taller/shared';
import { DISPLAY_ORDER_START } from '@taller/shared';

/**
 * The media manager's list rules (SPEC §4), pure: the order shown is displayOrder, which always
 * runs 1, 2, 3… after a removal or a move, and new files follow the existing ones.
 */

/** A stable identity for drag and drop and React keys: the id once stored, else the url. */
export const mediaKey = (item: MediaItem) => (item.id !== undefined ? `id-${item.id}` : item.url);

export const sortByOrder = (list: readonly MediaItem[]) =>
  [...list].sort((a, b) => a.displayOrder - b.displayOrder);

/** displayOrder 1…n in the list's current order. */
export const renumber = (list: readonly MediaItem[]): MediaItem[] =>
  list.map((item, index) => ({ ...item, displayOrder: index + DISPLAY_ORDER_START }));

/** New items go after the existing ones, numbered on from the highest order in use. */
export function appendMedia(list: readonly MediaItem[], added: readonly MediaItem[]): MediaItem[] {
  const last = list.reduce((max, item) => Math.max(max, item.displayOrder), 0);
  return [
    ...sortByOrder(list),
    ...added.map((item, index) => ({ ...item, displayOrder: last + index + 1 })),
  ];
}

/** Without the item of `url`, the rest renumbered from 1. */
export const removeMedia = (list: readonly MediaItem[], url: string) =>
  renumber(sortByOrder(list).filter((item) => item.url !== url));

/** The item `fromKey` moved to where `toKey` is, all renumbered from 1. */
export function moveMedia(list: readonly MediaItem[], fromKey: string, toKey: string) {
  const ordered = sortByOrder(list);
  const from = ordered.findIndex((item) => mediaKey(item) === fromKey);
  const to = ordered.findIndex((item) => mediaKey(item) === toKey);
  if (from < 0 || to < 0 || from === to) return renumber(ordered);
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved!);
  return renumber(ordered);
}

/** Files within the limit, and those refused before any upload. */
export function splitBySize<T extends { size: number }>(files: readonly T[], maxBytes: number) {
  return {
    accepted: files.filter((file) => file.size <= maxBytes),
    refused: files.filter((file) => file.size > maxBytes),
  };
}

/**
 * Each file's share (0…1) of a multipart upload that has sent `loaded` of `total` bytes: the
 * files travel in order, so the bytes sent fill them one after the other (the form's own
 * headers are spread in proportion).
 */
export function progressPerFile(sizes: readonly number[], loaded: number, total: number) {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const sent = total > 0 ? (loaded / total) * sum : 0;
  let offset = 0;
  return sizes.map((size) => {
    const share = size === 0 ? (sent >= offset ? 1 : 0) : (sent - offset) / size;
    offset += size;
    return Math.min(1, Math.max(0, share));
  });
}
