import type { MediaItem } from '@taller/shared';

export type MediaKind = 'IMAGE' | 'VIDEO' | 'PDF' | 'OTHER';

const IMAGE_URL = /\.(jpe?g|png|gif|webp|svg)$/i;

/**
 * How an item is shown: by its fileType; an item without one whose url ends in an image
 * extension is an image (SPEC §2, media viewer); anything else is a generic file.
 */
export function mediaKind(item: Pick<MediaItem, 'fileType' | 'url'>): MediaKind {
  const type = item.fileType?.toUpperCase();
  if (type === 'IMAGE' || type === 'VIDEO' || type === 'PDF') return type;
  if (!type && IMAGE_URL.test(item.url.split(/[?#]/)[0] ?? '')) return 'IMAGE';
  return 'OTHER';
}

export const MEDIA_KIND_LABEL: Record<MediaKind, string> = {
  IMAGE: 'Imagen',
  VIDEO: 'Video',
  PDF: 'PDF',
  OTHER: 'Archivo',
};
