/** The kinds of file the server accepts; the client may still meet OTHER or unknown values. */
export const MEDIA_FILE_TYPES = ['IMAGE', 'VIDEO', 'PDF'] as const;
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[number];

/** What the file picker offers: exactly what the server's content check accepts. */
export const MEDIA_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,application/pdf';

/** Displayed limit (SPEC §9) and the server's default MEDIA_MAX_BYTES. */
export const MEDIA_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
/** Files per upload request: bounds the work one request can cause. */
export const MEDIA_MAX_FILES = 20;
export const DEFAULT_MEDIA_ENTITY_TYPE = 'MODEL';
export const DISPLAY_ORDER_START = 1;
