import { sql } from 'kysely';
import type { CreateClientData } from '@taller/shared';
import { referrersOf } from '../../db/references';
import * as stamps from '../../lib/audit-stamps';
import { slices, type Importer, takenAmongLive } from '../../lib/importer';
import { documentKey } from '../../lib/text-key';
import { columns } from './client-columns';

/**
 * Clients from a file (issue 38): unique by document number as typed in (documentKey), without
 * sign-in accounts (an imported client gets one with 'Crear acceso' later).
 */
export const clientImporter: Importer<CreateClientData> = {
  uniqueField: 'documentNumber',
  takenCode: 'DOCUMENT_TAKEN',
  uniqueKey: (data) => documentKey(data.documentNumber),
  findTaken: (db, keys) => takenAmongLive(db, 'clients', 'documentKey', keys),
  async insert(trx, rows, actor, importId, at) {
    for (const part of slices(rows, 400)) {
      await trx
        .insertInto('clients')
        .values(
          part.map((data) => ({
            ...columns(data),
            status: 'ACTIVE',
            userId: null,
            importId,
            ...stamps.created(actor, at),
          })),
        )
        .execute();
    }
  },
  referrers: (trx, dialect, importId) =>
    referrersOf(trx, dialect, 'clients', sql`select id from clients where import_id = ${importId}`),
  async remove(trx, importId) {
    const result = await trx
      .deleteFrom('clients')
      .where('importId', '=', importId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
