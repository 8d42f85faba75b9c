import {
  INSTITUTION_CLIENTS_SHOWN,
  INSTITUTION_MESSAGES,
  type CreateInstitutionData,
  type Institution,
  type InstitutionDetails,
  type InstitutionListQuery,
  type Page,
  type UpdateInstitutionData,
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
import * as repo from './institution.repository';
import type { InstitutionRow } from './institution.repository';

export const toInstitution = (row: InstitutionRow): Institution => ({
  id: row.id,
  name: row.name,
  type: row.type,
  city: row.city,
  address: row.address,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  email: row.email,
  status: row.status,
  clientCount: row.clientCount,
  ...stamps.shown(row),
});

/** The stored columns for the given fields, keys included. */
export const columns = (f: CreateInstitutionData) => ({
  name: f.name,
  nameKey: textKey(f.name),
  type: f.type,
  ...orNull(f, ['city', 'address', 'contactName', 'contactPhone', 'email']),
  searchText: searchText({
    texts: [f.name, f.city, f.contactName, f.email],
    phones: [f.contactPhone],
  }),
});

const nameTaken = () => conflict('NAME_TAKEN', INSTITUTION_MESSAGES.nameTaken);
/** An institution's name is unique among live ones, accents and case aside. */
const nameKey = (name: string): Key<'institutions'> => ['nameKey', textKey(name)];

export function createInstitutionService({ db, dialect }: { db: Db; dialect: Dialect }) {
  async function findLive(id: number) {
    const row = await repo.findInstitution(db, id);
    if (!row) throw notFound(INSTITUTION_MESSAGES.notFound);
    return row;
  }

  return {
    async list(query: InstitutionListQuery): Promise<Page<Institution>> {
      const { rows, total } = await repo.findInstitutionPage(db, query);
      return pageOf(rows.map(toInstitution), total, query);
    },

    async get(id: number): Promise<InstitutionDetails> {
      const row = await repo.findInstitution(db, id, true);
      if (!row) throw notFound(INSTITUTION_MESSAGES.notFound);
      const counts = await repo.countInstitutionClients(db, id);
      const items = await repo.findInstitutionClients(db, id, INSTITUTION_CLIENTS_SHOWN);
      return {
        ...toInstitution(row),
        clients: { total: counts.active + counts.inactive, active: counts.active, items },
      };
    },

    async create(input: CreateInstitutionData, actor: Actor): Promise<Institution> {
      const values = { ...columns(input), status: 'ACTIVE', ...stamps.created(actor) };
      const { id } = await insertUnlessTaken(db, 'institutions', values, {
        key: nameKey(input.name),
        taken: nameTaken,
      });
      return toInstitution((await repo.findInstitution(db, id))!);
    },

    async update(input: UpdateInstitutionData, actor: Actor): Promise<Institution> {
      const current = await findLive(input.id);
      const { id, status, ...changes } = input;
      const merged = { ...current, ...definedOnly(changes) };
      const values = {
        ...columns(merged as CreateInstitutionData),
        ...(status ? { status } : {}),
        ...stamps.updated(actor),
      };
      await updateUnlessTaken(db, 'institutions', current, values, {
        key: nameKey(merged.name),
        taken: nameTaken,
      });
      return toInstitution((await repo.findInstitution(db, id))!);
    },

    /** Refused while clients still belong to it (a deleted institution must hold no live client). */
    async remove(id: number, actor: Actor): Promise<Institution> {
      await db.transaction().execute(async (trx) => {
        // Locked, so that no client can join it between the count and the delete.
        await lockLiveOrNotFound(trx, 'institutions', id, dialect, INSTITUTION_MESSAGES.notFound);
        const counts = await repo.countInstitutionClients(trx, id);
        if (counts.active > 0) throw conflict('IN_USE', INSTITUTION_MESSAGES.hasActiveClients);
        if (counts.inactive > 0) throw conflict('IN_USE', INSTITUTION_MESSAGES.hasInactiveClients);
        await updateById(trx, 'institutions', id, stamps.deleted(actor));
      });
      return toInstitution((await repo.findInstitution(db, id, true))!);
    },

    async restore(id: number, actor: Actor): Promise<Institution> {
      await restoreUnlessTaken(db, 'institutions', id, {
        actor,
        messages: INSTITUTION_MESSAGES,
        key: (row) => nameKey(row.name),
        taken: nameTaken,
      });
      return toInstitution((await repo.findInstitution(db, id))!);
    },

    export: (query: Parameters<typeof repo.findInstitutionsForExport>[1]) =>
      repo.findInstitutionsForExport(db, query),
  };
}

export type InstitutionService = ReturnType<typeof createInstitutionService>;
