import { z } from '../zod';
import { DISPLAY_ORDER_START, MEDIA_FILE_TYPES } from './media-constants';
import { MEDIA_MESSAGES } from './media-messages';

/** A media item as the client holds it (SPEC §3): fileType may be any text. */
export const MediaItemSchema = z.object({
  id: z.number().int().optional(),
  url: z.string().min(1),
  fileType: z.string(),
  entityType: z.string().optional(),
  displayOrder: z.number().int().min(DISPLAY_ORDER_START),
  /** The uploaded file's own name: shown in the manager and the viewer, the download name. */
  originalName: z.string().optional(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** One stored file in the answer to POST /media/upload. */
export const UploadedMediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  fileType: z.enum(MEDIA_FILE_TYPES),
  displayOrder: z.number().int(),
  originalName: z.string(),
});
export type UploadedMedia = z.infer<typeof UploadedMediaSchema>;

/** Body of POST /media/delete: the files to remove, by url. */
export const DeleteMediaInputSchema = z
  .array(
    z.object({
      url: z
        .string({ error: MEDIA_MESSAGES.urlRequired })
        .trim()
        .min(1, MEDIA_MESSAGES.urlRequired)
        .max(2048, MEDIA_MESSAGES.urlRequired),
    }),
    { error: MEDIA_MESSAGES.deleteListEmpty },
  )
  .min(1, MEDIA_MESSAGES.deleteListEmpty)
  .max(100);
export type DeleteMediaInput = z.infer<typeof DeleteMediaInputSchema>;
