import type { SiatSettings, UpdateSiatSettingsData } from '@taller/shared';
import type { Db } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import type { SiatSettingsRow } from './siat.tables';

/** The settings with the token opened: only for talking to SIAT, never answered. */
export type OpenSiatSettings = {
  environment: 'PILOTO' | 'PRODUCCION';
  nit: string | null;
  systemCode: string | null;
  token: string | null;
  branch: number;
  pointOfSale: number;
  activityCode: string | null;
  lastSyncAt: string | null;
};

const findRow = (db: Db): Promise<SiatSettingsRow | undefined> =>
  db.selectFrom('siatSettings').selectAll().where('id', '=', 1).executeTakeFirst();

/** SIAT's settings (director only): the delegated token sealed, write-only. */
export function createSiatSettings({ db, box }: { db: Db; box: SecretBox }) {
  return {
    async get(): Promise<SiatSettings> {
      const row = await findRow(db);
      return {
        environment: row?.environment ?? 'PILOTO',
        nit: row?.nit ?? null,
        systemCode: row?.systemCode ?? null,
        hasToken: Boolean(row?.tokenSecret),
        branch: Number(row?.branch ?? 0),
        pointOfSale: Number(row?.pointOfSale ?? 0),
        activityCode: row?.activityCode ?? null,
        updatedAt: row?.updatedAt ?? null,
      };
    },

    async open(trx: Db = db): Promise<OpenSiatSettings> {
      const row = await findRow(trx);
      return {
        environment: row?.environment ?? 'PILOTO',
        nit: row?.nit ?? null,
        systemCode: row?.systemCode ?? null,
        token: row?.tokenSecret ? box.open(row.tokenSecret) : null,
        branch: Number(row?.branch ?? 0),
        pointOfSale: Number(row?.pointOfSale ?? 0),
        activityCode: row?.activityCode ?? null,
        lastSyncAt: row?.lastSyncAt ?? null,
      };
    },

    /** A token left out or blank keeps the stored one. */
    async save(input: UpdateSiatSettingsData, actor: string): Promise<SiatSettings> {
      const row = await findRow(db);
      const values = {
        environment: input.environment,
        nit: input.nit ?? null,
        systemCode: input.systemCode ?? null,
        tokenSecret: input.token ? box.seal(input.token) : (row?.tokenSecret ?? null),
        branch: input.branch,
        pointOfSale: input.pointOfSale,
        activityCode: input.activityCode ?? null,
        lastSyncAt: row?.lastSyncAt ?? null,
        version: Number(row?.version ?? 0) + 1,
        updatedAt: new Date().toISOString(),
        updatedBy: actor,
      };
      await db
        .insertInto('siatSettings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      return this.get();
    },

    async markSynced(at: string): Promise<void> {
      await db.updateTable('siatSettings').set({ lastSyncAt: at }).where('id', '=', 1).execute();
    },
  };
}

export type SiatSettingsStore = ReturnType<typeof createSiatSettings>;
