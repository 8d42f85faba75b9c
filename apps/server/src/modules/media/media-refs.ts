import type { MediaItemRef } from '@taller/shared';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { attachMedia, findMediaByUrls } from './media.repository';
import { urlPath } from './media.service';

/**
 * Makes `refs` (ids, or urls from older clients), in order, the media of one record; an item it
 * cannot take (unknown, or another record's) refuses the whole save with `unavailable(items)`.
 * Every owner of media (models, products, packs) sets them through it.
 */
export async function setMediaOfRecord(
  trx: Db,
  target: { entityType: string; entityId: number },
  refs: readonly MediaItemRef[],
  unavailable: (items: (number | string)[]) => string,
) {
  const byUrl = refs.filter((ref) => ref.id === undefined).map((ref) => urlPath(ref.url!));
  const found = new Map(
    (await findMediaByUrls(trx, [...new Set(byUrl)])).map((row) => [row.url, row.id]),
  );
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const ref of refs) {
    const id = ref.id ?? found.get(urlPath(ref.url!));
    if (id === undefined) unknown.push(ref.url!);
    else ids.push(id);
  }
  const { rejected } = await attachMedia(trx, { ...target, mediaIds: ids });
  if (unknown.length > 0 || rejected.length > 0) {
    throw badRequest('UNAVAILABLE', unavailable([...rejected, ...unknown]));
  }
}
