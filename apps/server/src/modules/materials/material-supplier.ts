import { MATERIAL_MESSAGES as M } from '@taller/shared';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { textKey } from '../../lib/text-key';
import { findLiveSupplierByKey } from './supplier.repository';

/** A material's supplier: the record it points at (null: none or a name not linked) and its name. */
export type SupplierLink = { supplierId: number | null; supplier: string | null };

export const NO_SUPPLIER: SupplierLink = { supplierId: null, supplier: null };

/**
 * What a material body says of its supplier (decision 027): `supplierId` names a live supplier
 * (400 otherwise) and `null` unlinks; a `supplier` name alone links the live supplier of that name
 * (accents and case aside) or, when there is none, stays a text without a record.
 */
export async function resolveSupplier(
  db: Db,
  input: { supplierId?: number | null; supplier?: string | null },
): Promise<SupplierLink> {
  if (typeof input.supplierId === 'number') {
    const row = await db
      .selectFrom('suppliers')
      .select(['id', 'name'])
      .where('id', '=', input.supplierId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) throw badRequest('UNAVAILABLE', M.supplierUnavailable);
    return { supplierId: row.id, supplier: row.name };
  }
  if (!input.supplier) return NO_SUPPLIER;
  const row = await findLiveSupplierByKey(db, textKey(input.supplier));
  return row
    ? { supplierId: row.id, supplier: row.name }
    : { supplierId: null, supplier: input.supplier };
}
