import type { MediaItem } from '@taller/shared';

/**
 * What an item is called wherever it is shown: the name its file had when uploaded; items from
 * before names were kept fall back to their stored file name (never a position, which changes
 * when the list is reordered).
 */
export function mediaName(item: Pick<MediaItem, 'url' | 'originalName'>): string {
  const original = item.originalName?.trim();
  if (original) return original;
  const last = item.url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || item.url;
  } catch {
    return last || item.url;
  }
}
