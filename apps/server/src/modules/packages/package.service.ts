import {
  PACKAGE_MEDIA_ENTITY,
  PACKAGE_MESSAGES as M,
  serialiseLineDescription,
  type CreatePackageData,
  type Package,
  type PackageExportQuery,
  type PackageItemInput,
  type PackageListQuery,
  type Page,
  type UpdatePackageData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/errors';
import { inChunks } from '../../resource';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { definedOnly } from '../../lib/partial';
import * as records from '../../resource';
import { setMediaOfRecord } from '../media/media-refs';
import type { MediaOwner } from '../media/media.service';
import { searchColumns } from '../products/product.service';
import { loadPackage, loadPackages } from './package-read';
import * as repo from './package.repository';

export const packageMediaOwner: MediaOwner = {
  entityType: PACKAGE_MEDIA_ENTITY,
  table: 'packages',
  access: 'staff',
};

/** A product in a live pack (whatever its status) is not deleted: the pack would lose it. */
export const packageProductUsage: records.Usage = {
  name: 'packages',
  findUsers: async (trx, productId) =>
    (await repo.findLivePackagesWithProduct(trx, productId)).map(
      (pack) => `paquete ${pack.code} (${pack.name})`,
    ),
};

const codeTaken = () => conflict('CODE_TAKEN', M.codeTaken);

export function createPackageService({ db, dialect }: { db: Db; dialect: Dialect }) {
  /** What keeps a pack from being deleted (open orders): registered by the orders module (orders.module.ts). */
  const usages: records.Usage[] = [];
  /** What follows a change of a pack's contents in its transaction: the orders' pieces. */
  const itemsListeners: ((trx: Db, packageId: number) => Promise<void>)[] = [];

  const assertCodeFree = (trx: Db, code: string, exceptId?: number) =>
    records.assertFree(trx, 'packages', ['code', code], codeTaken, exceptId);

  /** Which of these products are live (they stay so until the transaction ends). */
  const liveProductIds = async (trx: Db, ids: number[]) =>
    new Set((await repo.findLiveProductsForWrite(trx, ids, dialect)).map((p) => p.id));

  /** Every product of the items is live (and stays so until the transaction ends). */
  async function assertProductsLive(trx: Db, items: PackageItemInput[]) {
    const ids = items.map((item) => item.productId);
    const live = await liveProductIds(trx, ids);
    const missing = ids.filter((id) => !live.has(id));
    if (missing.length > 0)
      throw badRequest('UNAVAILABLE', M.productsUnavailable(missing.map(String)));
  }

  const write = <T>(work: (trx: Db) => Promise<T>) =>
    onUniqueViolation(() => db.transaction().execute(work), codeTaken);

  const setMedia = (trx: Db, id: number, media: NonNullable<UpdatePackageData['media']>) =>
    setMediaOfRecord(
      trx,
      { entityType: PACKAGE_MEDIA_ENTITY, entityId: id },
      media,
      M.mediaUnavailable,
    );

  const reload = async (trx: Db, id: number) =>
    loadPackage(trx, (await records.findById(trx, 'packages', id))!);

  return {
    /** Registers what keeps a pack from being deleted (open orders). */
    addUsage(usage: records.Usage) {
      usages.push(usage);
    },

    /** Registers what a change of a pack's contents updates in its transaction (orders' pieces). */
    onItemsReplaced(listener: (trx: Db, packageId: number) => Promise<void>) {
      itemsListeners.push(listener);
    },

    async list(query: PackageListQuery): Promise<Page<Package>> {
      const { rows, total } = await repo.findPackagePage(db, query);
      return pageOf(await loadPackages(db, rows), total, query);
    },

    async get(id: number): Promise<Package> {
      return loadPackage(db, await records.findOrNotFound(db, 'packages', id, M.notFound));
    },

    async create(input: CreatePackageData, actor: Actor): Promise<Package> {
      return write(async (trx) => {
        await assertCodeFree(trx, input.code);
        await assertProductsLive(trx, input.items);
        const row = await records.insertRow(trx, 'packages', {
          code: input.code,
          name: input.name,
          description: serialiseLineDescription(input.description),
          priceMode: input.priceMode,
          priceCents: input.priceMode === 'FIXED' ? input.priceCents! : null,
          status: input.status,
          ...searchColumns(input.code, input.name),
          ...stamps.created(actor),
        });
        await repo.replaceItems(trx, row.id, input.items);
        await setMedia(trx, row.id, input.media);
        return reload(trx, row.id);
      });
    },

    /** Only the fields sent change; an items list replaces the pack's. */
    async update(input: UpdatePackageData, actor: Actor): Promise<Package> {
      return write(async (trx) => {
        const current = await records.lockLiveOrNotFound(
          trx,
          'packages',
          input.id,
          dialect,
          M.notFound,
        );
        const { id, items, media, description, ...fields } = input;
        const merged = { ...current, ...definedOnly(fields) };
        if (merged.code !== current.code) await assertCodeFree(trx, merged.code, id);
        if (merged.priceMode === 'FIXED' && merged.priceCents === null) {
          throw badRequest('INVALID_INPUT', M.fixedPriceRequired);
        }
        if (items !== undefined) await assertProductsLive(trx, items);
        await records.updateById(trx, 'packages', id, {
          code: merged.code,
          name: merged.name,
          priceMode: merged.priceMode,
          priceCents: merged.priceMode === 'FIXED' ? merged.priceCents : null,
          status: merged.status,
          ...(description !== undefined && {
            description: serialiseLineDescription(description),
          }),
          ...searchColumns(merged.code, merged.name),
          ...stamps.updated(actor),
        });
        if (items !== undefined) {
          await repo.replaceItems(trx, id, items);
          for (const listener of itemsListeners) await listener(trx, id);
        }
        if (media !== undefined) await setMedia(trx, id, media);
        return reload(trx, id);
      });
    },

    /** Refused (409, naming them) while an open order or another registered usage uses it. */
    async remove(id: number, actor: Actor): Promise<Package> {
      await write((trx) =>
        records.trashUnlessUsed(trx, 'packages', id, { dialect, usages, actor, messages: M }),
      );
      return reload(db, id);
    },

    /** Back from the trash; 409 when its code was taken or one of its products was deleted. */
    async restore(id: number, actor: Actor): Promise<Package> {
      return write(async (trx) => {
        const current = await records.findInTrash(trx, 'packages', id, M);
        await assertCodeFree(trx, current.code);
        const items = await repo.findItemsOfPackages(trx, [id]);
        const live = await liveProductIds(
          trx,
          items.map((item) => item.productId),
        );
        const gone = items.filter((item) => !live.has(item.productId));
        if (gone.length > 0) {
          const pack = await loadPackage(trx, current);
          const codes = pack.items
            .filter((item) => !live.has(item.productId))
            .map((item) => item.product.code);
          throw conflict('PARENT_IN_TRASH', M.productDeleted(codes));
        }
        await records.updateById(trx, 'packages', id, stamps.restored(actor));
        return reload(trx, id);
      });
    },

    /** Every match, loaded 1,000 at a time (id lists stay far below either database's limit). */
    async export(query: PackageExportQuery) {
      const rows = await repo.findPackagesForExport(db, query);
      return inChunks(rows, 1000, (chunk) => loadPackages(db, chunk));
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
