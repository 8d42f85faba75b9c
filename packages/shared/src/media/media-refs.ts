import { z } from '../zod';
import { MAX_ID } from '../forms/fields';

/** A record's media item by id (or, from older clients, by url), in displayOrder order. */
export type MediaItemRef = { id?: number; url?: string };

export const MEDIA_REFS_MESSAGES = {
  invalid: 'La lista de archivos multimedia no es válida',
  tooMany: (max: number) => `Se permiten como máximo ${max} archivos multimedia`,
} as const;

const isId = (value: number) => Number.isInteger(value) && value > 0 && value <= MAX_ID;

const RefSchema = z
  .object({
    id: z
      .number({ error: MEDIA_REFS_MESSAGES.invalid })
      .refine(isId, MEDIA_REFS_MESSAGES.invalid)
      .optional(),
    url: z
      .string({ error: MEDIA_REFS_MESSAGES.invalid })
      .trim()
      .min(1, MEDIA_REFS_MESSAGES.invalid)
      .max(2048, MEDIA_REFS_MESSAGES.invalid)
      .optional(),
    displayOrder: z
      .number({ error: MEDIA_REFS_MESSAGES.invalid })
      .int(MEDIA_REFS_MESSAGES.invalid)
      .optional(),
  })
  .refine((item) => item.id !== undefined || item.url !== undefined, MEDIA_REFS_MESSAGES.invalid);

/**
 * The list a media manager holds (SPEC.md §2), as any record with media takes it: it sets which
 * items belong to the record and their order (by displayOrder, then as listed).
 */
export const mediaRefsInput = (max = 100) =>
  z
    .array(RefSchema, { error: MEDIA_REFS_MESSAGES.invalid })
    .max(max, MEDIA_REFS_MESSAGES.tooMany(max))
    .transform((items): MediaItemRef[] =>
      items
        .map((item, index) => ({ item, order: item.displayOrder ?? index + 1, index }))
        .sort((a, b) => a.order - b.order || a.index - b.index)
        .map(({ item }) => (item.id !== undefined ? { id: item.id } : { url: item.url! })),
    );
