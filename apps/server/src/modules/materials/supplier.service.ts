import {
  SUPPLIER_MESSAGES as M,
  type CreateSupplierData,
  type Page,
  type Supplier,
  type SupplierExportQuery,
  type SupplierListQuery,
  type UpdateSupplierData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { definedOnly, orNull } from '../../lib/partial';
import {
  insertUnlessTaken,
  lockLiveOrNotFound,
  restoreUnlessTaken,
  updateById,
  updateUnlessTaken,
  type Key,
} from '../../resource';
import { searchText, textKey } from '../../lib/text-key';
import * as repo from './supplier.repository';
import type { SupplierRow } from './supplier.repository';

export const toSupplier = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  taxId: row.taxId,
  contactName: row.contactName,
  phone: row.phone,
  email: row.email,
  sells: row.sells,
  paymentTerms: row.paymentTerms,
  status: row.status,
  materialCount: row.materialCount,
  ...stamps.shown(row),
});

const columns = (f: CreateSupplierData) => ({
  name: f.name,
  nameKey: textKey(f.name),
  ...orNull(f, ['taxId', 'contactName', 'phone', 'email', 'sells', 'paymentTerms']),
  searchText: searchText({
    texts: [f.name, f.taxId, f.contactName, f.email, f.sells],
    phones: [f.phone],
  }),
});

const nameTaken = () => conflict('NAME_TAKEN', M.nameTaken);
/** A supplier's name is unique among live ones, accents and case aside. */
const nameKey = (name: string): Key<'suppliers'> => ['nameKey', textKey(name)];

/** 'Proveedores' (issue 39): any staff member, like the materials that point at them. */
export function createSupplierService({ db, dialect }: { db: Db; dialect: Dialect }) {
  const found = async (id: number, includeDeleted = false) => {
    const row = await repo.findSupplier(db, id, includeDeleted);
    if (!row) throw notFound(M.notFound);
    return toSupplier(row);
  };

  return {
    async list(query: SupplierListQuery): Promise<Page<Supplier>> {
      const { rows, total } = await repo.findSupplierPage(db, query);
      return pageOf(rows.map(toSupplier), total, query);
    },

    export: (query: SupplierExportQuery) => repo.findSuppliersForExport(db, query),

    get: (id: number) => found(id, true),

    async create(input: CreateSupplierData, actor: Actor): Promise<Supplier> {
      const values = { ...columns(input), status: 'ACTIVE', ...stamps.created(actor) };
      const { id } = await insertUnlessTaken(db, 'suppliers', values, {
        key: nameKey(input.name),
        taken: nameTaken,
      });
      return found(id);
    },

    /** A new name reaches its materials' supplier name and search in the same transaction. */
    async update(input: UpdateSupplierData, actor: Actor): Promise<Supplier> {
      await db.transaction().execute(async (trx) => {
        const current = await lockLiveOrNotFound(trx, 'suppliers', input.id, dialect, M.notFound);
        const { id, status, ...changes } = input;
        const merged = { ...current, ...definedOnly(changes) } as CreateSupplierData;
        const values = {
          ...columns(merged),
          ...(status ? { status } : {}),
          ...stamps.updated(actor),
        };
        await updateUnlessTaken(trx, 'suppliers', current, values, {
          key: nameKey(merged.name),
          taken: nameTaken,
        });
        if (merged.name !== current.name) await renameOnMaterials(trx, id, merged.name);
      });
      return found(input.id);
    },

    /** Refused while live materials are bought from it (they would point at the trash). */
    async remove(id: number, actor: Actor): Promise<Supplier> {
      await db.transaction().execute(async (trx) => {
        await lockLiveOrNotFound(trx, 'suppliers', id, dialect, M.notFound);
        const codes = await repo.findLiveMaterialCodesOf(trx, id);
        if (codes.length > 0)
          throw conflict('IN_USE', M.inUse(codes.map((c) => c.code).join(', ')));
        await updateById(trx, 'suppliers', id, stamps.deleted(actor));
      });
      return found(id, true);
    },

    async restore(id: number, actor: Actor): Promise<Supplier> {
      await restoreUnlessTaken(db, 'suppliers', id, {
        actor,
        messages: M,
        key: (row) => nameKey(row.name),
        taken: nameTaken,
      });
      return found(id);
    },
  };
}

/** The supplier's materials keep its name (list, filter, search): materials are few a supplier. */
async function renameOnMaterials(trx: Db, supplierId: number, name: string) {
  for (const m of await repo.findMaterialsOf(trx, supplierId)) {
    await trx
      .updateTable('materials')
      .set({
        supplier: name,
        supplierKey: textKey(name),
        searchText: searchText({ texts: [m.code, m.name, name, m.location] }),
      })
      .where('id', '=', m.id)
      .execute();
  }
}

export type SupplierService = ReturnType<typeof createSupplierService>;
