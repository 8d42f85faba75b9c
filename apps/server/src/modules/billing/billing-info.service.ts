import {
  BILLING_INFO_FIELD_LABELS,
  BILLING_MESSAGES as M,
  DEFAULT_BILL_SERIES,
  DEFAULT_CURRENCY,
  DEFAULT_TAX_RATE_PERCENT,
  type BankAccount,
  type BillingCurrency,
  type BillingInfo,
  type BillingMode,
  type UpdateBillingInfoData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict } from '../../lib/app-error';
import { orNull } from '../../lib/partial';
import { BILLING_IMAGE_ENTITY, type BillingInfoRow, type Issuer } from './billing.tables';

const INFO_ID = 1;

/** The input's fields in the stored shape, to compare and to save. */
const storedFields = (input: Omit<UpdateBillingInfoData, 'version' | 'nextNumber'>) => ({
  businessName: input.businessName,
  taxId: input.taxId,
  ...orNull(input, ['address', 'city', 'phone', 'email', 'logoMediaId', 'qrMediaId']),
  bankAccounts: JSON.stringify(input.bankAccounts),
  taxRateBp: Math.round(input.taxRatePercent * 100),
  pricesIncludeTax: input.pricesIncludeTax ? 1 : 0,
  currency: input.currency,
  seriesPrefix: input.seriesPrefix,
  footer: input.footer ?? null,
  billingMode: input.billingMode ?? 'NONE',
});

/** The identity before anyone saved it: an empty form with the defaults of issue 19. */
const DEFAULTS: Omit<BillingInfoRow, 'updatedAt'> & { updatedAt: string | null } = {
  id: INFO_ID,
  version: 0,
  ...storedFields({
    businessName: '',
    taxId: '',
    bankAccounts: [],
    taxRatePercent: DEFAULT_TAX_RATE_PERCENT,
    pricesIncludeTax: true,
    currency: DEFAULT_CURRENCY,
    seriesPrefix: DEFAULT_BILL_SERIES,
  }),
  updatedBy: null,
  updatedAt: null,
};

export const findInfoRow = async (db: Db, dialect: Dialect, lock = false) => {
  const query = db.selectFrom('billingInfo').selectAll().where('id', '=', INFO_ID);
  return (
    (await (lock && dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) ??
    DEFAULTS
  );
};

/**
 * The billing mode in force, read with `db` (the caller's transaction when it issues): 'NONE'
 * until Datos de facturación says otherwise. The siat module reads it through this.
 */
export const billingModeOf = async (db: Db): Promise<BillingMode> => {
  const row = await db
    .selectFrom('billingInfo')
    .select('billingMode')
    .where('id', '=', INFO_ID)
    .executeTakeFirst();
  return row?.billingMode ?? 'NONE';
};

/** The next number of a series and whether any bill of it exists. */
export async function seriesState(db: Db, series: string) {
  const counter = await db
    .selectFrom('billCounters')
    .select('lastNumber')
    .where('series', '=', series)
    .executeTakeFirst();
  const issued = await db
    .selectFrom('bills')
    .select('id')
    .where('series', '=', series)
    .limit(1)
    .executeTakeFirst();
  return { nextNumber: Number(counter?.lastNumber ?? 0) + 1, isStarted: issued !== undefined };
}

const imagesOf = async (db: Db, ids: (number | null)[]) => {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0)
    return new Map<number, { id: number; url: string; storageKey: string }>();
  const rows = await db
    .selectFrom('media')
    .select(['id', 'url', 'storageKey'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
};

/** Who bills and how to reach them, as the row has it. */
const contactOf = ({ businessName, taxId, address, city, phone, email }: typeof DEFAULTS) => ({
  businessName,
  taxId,
  address,
  city,
  phone,
  email,
});

/** The identity as a bill keeps it (issuer snapshot). */
export async function issuerOf(db: Db, row: typeof DEFAULTS): Promise<Issuer> {
  const images = await imagesOf(db, [row.logoMediaId, row.qrMediaId]);
  return {
    ...contactOf(row),
    logoKey: row.logoMediaId === null ? null : (images.get(row.logoMediaId)?.storageKey ?? null),
    qrKey: row.qrMediaId === null ? null : (images.get(row.qrMediaId)?.storageKey ?? null),
    bankAccounts: JSON.parse(row.bankAccounts) as BankAccount[],
    footer: row.footer,
  };
}

const INPUT_NAME: Record<string, string> = {
  taxRateBp: 'taxRatePercent',
};

export function createBillingInfoService({ db, dialect }: { db: Db; dialect: Dialect }) {
  async function load(trx: Db): Promise<BillingInfo> {
    const row = await findInfoRow(trx, dialect);
    const [images, series, history] = await Promise.all([
      imagesOf(trx, [row.logoMediaId, row.qrMediaId]),
      seriesState(trx, row.seriesPrefix),
      trx.selectFrom('billingInfoHistory').selectAll().orderBy('id', 'desc').limit(50).execute(),
    ]);
    const image = (id: number | null) => {
      const found = id === null ? undefined : images.get(id);
      return found ? { id: found.id, url: found.url } : null;
    };
    return {
      version: Number(row.version),
      isComplete: row.businessName !== '' && row.taxId !== '',
      ...contactOf(row),
      logo: image(row.logoMediaId),
      qr: image(row.qrMediaId),
      bankAccounts: JSON.parse(row.bankAccounts) as BankAccount[],
      taxRatePercent: Number(row.taxRateBp) / 100,
      pricesIncludeTax: Boolean(Number(row.pricesIncludeTax)),
      currency: row.currency as BillingCurrency,
      seriesPrefix: row.seriesPrefix,
      nextNumber: series.nextNumber,
      isSeriesStarted: series.isStarted,
      footer: row.footer,
      billingMode: row.billingMode,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
      history: history.map((entry) => ({
        by: entry.changedBy,
        at: entry.changedAt,
        changes: JSON.parse(entry.changes) as string[],
      })),
    };
  }

  /** An uploaded PNG or JPEG, unattached or already one of the identity's images. */
  async function claimImage(trx: Db, id: number | null, label: string) {
    if (id === null) return;
    const row = await trx
      .selectFrom('media')
      .select(['id', 'mimeType', 'entityType', 'entityId'])
      .where('id', '=', id)
      .executeTakeFirst();
    const isOwn = row?.entityType === BILLING_IMAGE_ENTITY && row.entityId === row.id;
    if (
      !row ||
      !['image/png', 'image/jpeg'].includes(row.mimeType) ||
      (row.entityId !== null && !isOwn)
    ) {
      throw badRequest('UNAVAILABLE', M.imageUnavailable(label));
    }
    // Attached to itself, for good: bills issued with it keep printing it after a change.
    if (!isOwn) {
      await trx
        .updateTable('media')
        .set({ entityType: BILLING_IMAGE_ENTITY, entityId: id })
        .where('id', '=', id)
        .execute();
    }
  }

  return {
    get: () => load(db),

    async update(input: UpdateBillingInfoData, actor: Actor): Promise<BillingInfo> {
      return db.transaction().execute(async (trx) => {
        const current = await findInfoRow(trx, dialect, true);
        if (input.version !== Number(current.version)) throw conflict('STALE_VERSION', M.infoStale);
        await claimImage(trx, input.logoMediaId ?? null, 'El logo');
        await claimImage(trx, input.qrMediaId ?? null, 'El QR de pago');
        // Left out, the mode stays as it is. Changing it rewrites no issued bill (issue 36).
        const fields = storedFields({
          ...input,
          billingMode: input.billingMode ?? current.billingMode,
        });
        const changes = Object.entries(fields)
          .filter(([key, value]) => String(current[key as keyof typeof fields]) !== String(value))
          .map(([key]) => BILLING_INFO_FIELD_LABELS[INPUT_NAME[key] ?? key] ?? key);

        const series = await seriesState(trx, input.seriesPrefix);
        if (input.nextNumber !== series.nextNumber) {
          if (series.isStarted)
            throw conflict(
              'SERIES_STARTED',
              M.seriesStarted(input.seriesPrefix, series.nextNumber),
            );
          await trx
            .insertInto('billCounters')
            .values({ series: input.seriesPrefix, lastNumber: input.nextNumber - 1 })
            .onConflict((oc) =>
              oc.column('series').doUpdateSet({ lastNumber: input.nextNumber - 1 }),
            )
            .execute();
          changes.push(BILLING_INFO_FIELD_LABELS.nextNumber!);
        }

        const at = new Date().toISOString();
        const saved = {
          ...fields,
          version: Number(current.version) + 1,
          updatedBy: actor.name,
          updatedAt: at,
        };
        if (current.version === 0) {
          // Two first saves at once on PostgreSQL: the second finds the row made (it is stale).
          const inserted = await trx
            .insertInto('billingInfo')
            .values({ id: INFO_ID, ...saved })
            .onConflict((oc) => oc.column('id').doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
            throw conflict('STALE_VERSION', M.infoStale);
        } else {
          await trx.updateTable('billingInfo').set(saved).where('id', '=', INFO_ID).execute();
        }
        await trx
          .insertInto('billingInfoHistory')
          .values({
            changedBy: actor.name,
            changedAt: at,
            changes: JSON.stringify(changes),
            snapshot: JSON.stringify({ ...saved, nextNumber: input.nextNumber }),
          })
          .execute();
        return load(trx);
      });
    },
  };
}

export type BillingInfoService = ReturnType<typeof createBillingInfoService>;
