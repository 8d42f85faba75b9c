import {
  PRODUCT_MEDIA_ENTITY,
  PRODUCT_MESSAGES as M,
  serialiseLineDescription,
  type CreateProductData,
  type GenerateProductsData,
  type GenerateProductsResult,
  type Page,
  type Product,
  type ProductExportQuery,
  type ProductListQuery,
  type ProductSizeInput,
  type UpdateProductData,
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
import { searchText, textKey } from '../../lib/text-key';
import { setMediaOfRecord } from '../media/media-refs';
import { checkSinCodes } from '../siat/siat-codes-check';
import type { MediaOwner } from '../media/media.service';
import { loadProduct, loadProducts } from './product-read';
import * as repo from './product.repository';
import { generateProducts } from './product-generate';
import { copySizesToProduct } from './size-chart-copy';
import { chartSizesForProduct } from './size-chart.service';

/** A product's media are removed by whoever may edit products, and kept while it is in the trash. */
export const productMediaOwner: MediaOwner = {
  entityType: PRODUCT_MEDIA_ENTITY,
  table: 'products',
  access: 'staff',
};

const codeTaken = () => conflict('CODE_TAKEN', M.codeTaken);

/** A product's or a pack's name key and search text: found by code or name, sorted by name. */
export const searchColumns = (code: string, name: string) => ({
  nameKey: textKey(name),
  searchText: searchText({ texts: [code, name] }),
});

const sizeValues = (size: ProductSizeInput, position: number): repo.NewProductSize => ({
  name: size.name,
  minHeightCm: size.minHeightCm,
  maxHeightCm: size.maxHeightCm,
  position,
});

export type ProductService = ReturnType<typeof createProductService>;

/** Copies a model's photos `times` over as unattached media (media.service copyFilesOf). */
export type CopyModelPhotos = (modelId: number, times: number, actor: Actor) => Promise<number[][]>;

export function createProductService({
  db,
  dialect,
  copyModelPhotos = async (_modelId, times) => Array.from({ length: times }, () => []),
}: {
  db: Db;
  dialect: Dialect;
  copyModelPhotos?: CopyModelPhotos;
}) {
  /** What keeps a product from being deleted (live packs, open orders): registered by those modules (packages.module.ts, orders.module.ts). */
  const usages: records.Usage[] = [];

  const assertCodeFree = (trx: Db, code: string, exceptId?: number) =>
    records.assertFree(trx, 'products', ['code', code], codeTaken, exceptId);

  /**
   * The model link of a save: a colour needs its model; a model that has colour combinations
   * needs one of them (`checkColorRequired` false leaves an untouched link as it is).
   */
  async function checkModelLink(
    trx: Db,
    link: { modelId: number | null; modelColorId: number | null },
    checkColorRequired: boolean,
  ) {
    if (link.modelId === null) {
      if (link.modelColorId !== null) throw badRequest('INVALID_INPUT', M.colorWithoutModel);
      return;
    }
    const model = await repo.findLiveModelWithColors(trx, link.modelId, dialect);
    if (!model) throw badRequest('UNAVAILABLE', M.modelUnavailable);
    if (link.modelColorId === null) {
      if (checkColorRequired && model.colors.length > 0)
        throw badRequest('INVALID_INPUT', M.colorRequired);
      return;
    }
    if (!model.colors.some((color) => color.id === link.modelColorId)) {
      throw badRequest('NOT_OF_RECORD', M.colorNotOfModel);
    }
  }

  /** Sizes with a stored id of this product are updated, new ones inserted, missing removed. */
  async function setSizes(trx: Db, productId: number, sizes: ProductSizeInput[]) {
    const existing = new Set(
      (await repo.findSizesOfProducts(trx, [productId])).map((size) => size.id),
    );
    const stranger = sizes.find((size) => size.id !== undefined && !existing.has(size.id));
    if (stranger) throw badRequest('NOT_OF_RECORD', M.sizeNotOfProduct(stranger.id!));
    await repo.deleteSizesExcept(
      trx,
      productId,
      sizes.flatMap((size) => (size.id === undefined ? [] : [size.id])),
    );
    // Positions follow the table as sent.
    const fresh: repo.NewProductSize[] = [];
    for (const [index, size] of sizes.entries()) {
      if (size.id === undefined) fresh.push(sizeValues(size, index));
      else await repo.updateSize(trx, productId, size.id, sizeValues(size, index));
    }
    await repo.insertSizes(trx, productId, fresh);
  }

  const setMedia = (trx: Db, productId: number, media: NonNullable<UpdateProductData['media']>) =>
    setMediaOfRecord(
      trx,
      { entityType: PRODUCT_MEDIA_ENTITY, entityId: productId },
      media,
      M.mediaUnavailable,
    );

  const write = <T>(work: (trx: Db) => Promise<T>) =>
    onUniqueViolation(() => db.transaction().execute(work), codeTaken);

  async function reload(trx: Db, id: number) {
    return loadProduct(trx, (await records.findById(trx, 'products', id))!);
  }

  return {
    /** Registers what keeps a product from being deleted (packs; orders later). */
    addUsage(usage: records.Usage) {
      usages.push(usage);
    },

    async list(query: ProductListQuery): Promise<Page<Product>> {
      const { rows, total } = await repo.findProductPage(db, dialect, query);
      return pageOf(await loadProducts(db, rows), total, query);
    },

    async get(id: number): Promise<Product> {
      return loadProduct(db, await records.findOrNotFound(db, 'products', id, M.notFound));
    },

    async create(input: CreateProductData, actor: Actor): Promise<Product> {
      return write(async (trx) => {
        await assertCodeFree(trx, input.code);
        const link = { modelId: input.modelId ?? null, modelColorId: input.modelColorId ?? null };
        await checkModelLink(trx, link, true);
        const chartSizes = input.sizeChartId
          ? await chartSizesForProduct(trx, input.sizeChartId)
          : null;
        const sin = await checkSinCodes(trx, {
          siatActivityCode: input.siatActivityCode ?? null,
          siatProductCode: input.siatProductCode ?? null,
          siatUnitCode: input.siatUnitCode ?? null,
        });
        const row = await records.insertRow(trx, 'products', {
          ...sin,
          code: input.code,
          name: input.name,
          kind: input.kind,
          ...link,
          sizeChartId: input.sizeChartId ?? null,
          priceCents: input.priceCents,
          unit: input.unit,
          description: serialiseLineDescription(input.description),
          status: input.status,
          ...searchColumns(input.code, input.name),
          ...stamps.created(actor),
        });
        if (chartSizes) await copySizesToProduct(trx, row.id, chartSizes);
        else await setSizes(trx, row.id, input.sizes);
        await setMedia(trx, row.id, input.media);
        return reload(trx, row.id);
      });
    },

    /** Only the fields sent change; row, sizes and media together or not at all. */
    async update(input: UpdateProductData, actor: Actor): Promise<Product> {
      return write(async (trx) => {
        const current = await records.lockLiveOrNotFound(
          trx,
          'products',
          input.id,
          dialect,
          M.notFound,
        );
        const { id, sizes, media, description, sizeChartId, ...fields } = input;
        const chartId = sizeChartId === undefined ? current.sizeChartId : sizeChartId;
        const merged = { ...current, ...definedOnly(fields) };
        if (merged.code !== current.code) await assertCodeFree(trx, merged.code, id);
        const linkSent = input.modelId !== undefined || input.modelColorId !== undefined;
        const link = {
          modelId: merged.modelId ?? null,
          // Unlinking the model unlinks its colour.
          modelColorId: input.modelId === null ? null : (merged.modelColorId ?? null),
        };
        if (linkSent) await checkModelLink(trx, link, true);
        // A chart named (again) gives its sizes; one left as it was keeps the product's copy.
        const chartSizes =
          chartId !== null && sizeChartId !== undefined
            ? await chartSizesForProduct(trx, chartId)
            : null;
        // Only the codes sent are checked: a catalogue synced since may have dropped an old one.
        await checkSinCodes(trx, {
          siatActivityCode: input.siatActivityCode ?? null,
          siatProductCode: input.siatProductCode ?? null,
          siatUnitCode: input.siatUnitCode ?? null,
          activityOfProduct: merged.siatActivityCode ?? null,
        });
        await records.updateById(trx, 'products', id, {
          siatActivityCode: merged.siatActivityCode ?? null,
          siatProductCode: merged.siatProductCode ?? null,
          siatUnitCode: merged.siatUnitCode ?? null,
          code: merged.code,
          name: merged.name,
          kind: merged.kind,
          ...link,
          sizeChartId: chartId,
          priceCents: merged.priceCents,
          unit: merged.unit,
          status: merged.status,
          ...(description !== undefined && {
            description: serialiseLineDescription(description),
          }),
          ...searchColumns(merged.code, merged.name),
          ...stamps.updated(actor),
        });
        // A product on a chart has the chart's sizes: those sent are not used.
        if (chartSizes) await copySizesToProduct(trx, id, chartSizes);
        else if (chartId === null && sizes !== undefined) await setSizes(trx, id, sizes);
        if (media !== undefined) await setMedia(trx, id, media);
        return reload(trx, id);
      });
    },

    /** Refused (409, naming them) while a pack or another registered usage still uses it. */
    async remove(id: number, actor: Actor): Promise<Product> {
      await db
        .transaction()
        .execute((trx) =>
          records.trashUnlessUsed(trx, 'products', id, { dialect, usages, actor, messages: M }),
        );
      return reload(db, id);
    },

    /** Back from the trash; 409 when its code was taken meanwhile. */
    async restore(id: number, actor: Actor): Promise<Product> {
      return write(async (trx) => {
        await records.restoreUnlessTaken(trx, 'products', id, {
          actor,
          messages: M,
          key: (row) => ['code', row.code],
          taken: codeTaken,
        });
        return reload(trx, id);
      });
    },

    /**
     * One product per colour combination of a live model, in one transaction. Codes already
     * used by a live product (or twice in the request) are skipped and listed.
     */
    async generate(input: GenerateProductsData, actor: Actor): Promise<GenerateProductsResult> {
      // The model's photos are copied first, once for each product that may be made (files are
      // not written inside a transaction); copies left unused are swept as unattached uploads.
      const seen = await repo.findLiveModelWithColors(db, input.modelId, dialect);
      const photos = seen
        ? await copyModelPhotos(seen.id, input.items?.length ?? seen.colors.length, actor)
        : [];
      return write((trx) => generateProducts(trx, dialect, input, actor, photos));
    },

    /** Every match, loaded 1,000 at a time (id lists stay far below either database's limit). */
    async export(query: ProductExportQuery) {
      const rows = await repo.findProductsForExport(db, dialect, query);
      return inChunks(rows, 1000, (chunk) => loadProducts(db, chunk));
    },
  };
}
