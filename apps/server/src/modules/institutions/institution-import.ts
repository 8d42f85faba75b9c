import { sql } from 'kysely';
import type { CreateInstitutionData } from '@taller/shared';
import { referrersOf } from '../../db/references';
import * as stamps from '../../lib/audit-stamps';
import { slices, type Importer, takenAmongLive } from '../../lib/importer';
import { textKey } from '../../lib/text-key';
import { columns } from './institution.service';

/** Institutions from a file (issue 38): unique by name, accents and case aside. */
export const institutionImporter: Importer<CreateInstitutionData> = {
  uniqueField: 'name',
  takenCode: 'NAME_TAKEN',
  uniqueKey: (data) => textKey(data.name),
  findTaken: (db, keys) => takenAmongLive(db, 'institutions', 'nameKey', keys),
  async insert(trx, rows, actor, importId, at) {
    for (const part of slices(rows, 400)) {
      await trx
        .insertInto('institutions')
        .values(
          part.map((data) => ({
            ...columns(data),
            status: 'ACTIVE',
            importId,
            ...stamps.created(actor, at),
          })),
        )
        .execute();
    }
  },
  referrers: (trx, dialect, importId) =>
    referrersOf(
      trx,
      dialect,
      'institutions',
      sql`select id from institutions where import_id = ${importId}`,
    ),
  async remove(trx, importId) {
    const result = await trx
      .deleteFrom('institutions')
      .where('importId', '=', importId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
