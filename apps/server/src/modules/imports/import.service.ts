import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES as M,
  looseKey,
  readImportRow,
  type ImportMapping,
  type ImportPreview,
  type ImportResource,
  type ImportResult,
  type ImportRow,
  type ImportUndoResult,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/errors';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { csvOf, type CsvColumn } from '../../lib/csv';
import type { Importer, Referrer } from '../../lib/importer';
import { clientImporter } from '../clients/client-import';
import { institutionImporter } from '../institutions/institution-import';
import { materialImporter } from '../materials/material-import';
import { productImporter } from '../products/product-import';
import { readImportTable, type ImportTable } from './import-file';
import { referrerLabel } from './import-referrers';
import * as repo from './import.repository';

/** Each resource's importer, offered by the module that owns its tables. */
const IMPORTERS: Record<ImportResource, Importer<never>> = {
  client: clientImporter as Importer<never>,
  institution: institutionImporter as Importer<never>,
  product: productImporter as Importer<never>,
  material: materialImporter as Importer<never>,
};

/** An uploaded file: its name as sent and its bytes. */
export type ImportFile = { fileName: string; bytes: Uint8Array };

type AnalysedRow = ImportRow & { cells: string[]; data: unknown };

/**
 * The mapping in force: the one sent (every field and header checked), else the one remembered
 * for the user, else the headers that match a field's label or a usual name; a header the file
 * lacks is dropped from a remembered mapping.
 */
function mappingFor(
  resource: ImportResource,
  headers: string[],
  sent: ImportMapping | null,
  remembered: ImportMapping | null,
): ImportMapping {
  const fields = IMPORT_FIELDS[resource];
  if (sent) {
    for (const [key, header] of Object.entries(sent)) {
      if (!fields.some((field) => field.key === key))
        throw badRequest('VALIDATION', M.mappingUnknownField(key.slice(0, 50)));
      if (header !== null && !headers.includes(header))
        throw badRequest('VALIDATION', M.mappingUnknownHeader(header.slice(0, 200)));
    }
  }
  const loose = headers.map(looseKey);
  return Object.fromEntries(
    fields.map((field) => {
      if (sent) return [field.key, sent[field.key] ?? null];
      const kept = remembered?.[field.key];
      if (kept && headers.includes(kept)) return [field.key, kept];
      const index = loose.findIndex(
        (header) => header === looseKey(field.label) || field.aliases.includes(header),
      );
      return [field.key, index >= 0 ? headers[index]! : null];
    }),
  );
}

/** The refused rows as a CSV: the file's own columns and 'Errores', to fix and import again. */
function refusedCsv(table: ImportTable, rows: AnalysedRow[]) {
  if (rows.length === 0) return null;
  const columns: CsvColumn<AnalysedRow>[] = [
    ...table.headers.map((header, index): CsvColumn<AnalysedRow> => [
      header,
      (r) => r.cells[index],
    ]),
    [M.errorsColumn, (r) => r.errors.join(' · ')],
  ];
  return csvOf(columns, rows);
}

const shown = ({ line, values, errors }: AnalysedRow): ImportRow => ({ line, values, errors });

export function createImportService({ db, dialect }: { db: Db; dialect: Dialect }) {
  /** Every row of the file read as the create call would, with the duplicates found. */
  async function analyse(
    resource: ImportResource,
    file: ImportFile,
    sent: ImportMapping | null,
    actor: Actor,
  ) {
    const table = await readImportTable(file.bytes);
    const remembered = sent ? null : await repo.findMapping(db, resource, actor.id);
    const mapping = mappingFor(resource, table.headers, sent, remembered);
    const importer = IMPORTERS[resource];
    const columnOf = Object.fromEntries(
      Object.entries(mapping).map(([key, header]) => [
        key,
        header ? table.headers.indexOf(header) : -1,
      ]),
    );
    const rows: AnalysedRow[] = table.rows.map(({ line, cells }) => {
      const values = Object.fromEntries(
        Object.entries(columnOf).map(([key, index]) => [
          key,
          index >= 0 ? (cells[index] ?? '') : '',
        ]),
      );
      const read = readImportRow(resource, values);
      return { line, values, cells, errors: [...read.errors], data: read.data };
    });
    const label =
      IMPORT_FIELDS[resource].find((field) => field.key === importer.uniqueField)?.label ?? '';
    // Repeated in the file: the first row keeps the value, the later ones are refused.
    const firstLine = new Map<string, number>();
    for (const row of rows) {
      if (row.data === null) continue;
      const key = importer.uniqueKey(row.data as never);
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, row.line);
      else row.errors.push(M.repeatedInFile(label, first));
    }
    const taken = await importer.findTaken(db, [...firstLine.keys()]);
    const valid = rows.filter((row) => row.data !== null);
    const checked = importer.check
      ? await importer.check(
          db,
          valid.map((row) => row.data as never),
        )
      : null;
    valid.forEach((row, index) => {
      if (taken.has(importer.uniqueKey(row.data as never)))
        row.errors.push(M.takenInDatabase(label));
      row.errors.push(...(checked?.get(index) ?? []));
    });
    return { table, mapping, rows };
  }

  return {
    async preview(
      resource: ImportResource,
      file: ImportFile,
      sent: ImportMapping | null,
      actor: Actor,
    ): Promise<ImportPreview> {
      const { table, mapping, rows } = await analyse(resource, file, sent, actor);
      if (sent) await repo.saveMapping(db, resource, actor.id, mapping);
      const invalid = rows.filter((row) => row.errors.length > 0).length;
      return {
        resource,
        fileName: file.fileName,
        headers: table.headers,
        mapping,
        rows: rows.map(shown),
        valid: rows.length - invalid,
        invalid,
      };
    },

    /** The good rows in one transaction, marked with a new import; the others with their errors. */
    async import(
      resource: ImportResource,
      file: ImportFile,
      sent: ImportMapping | null,
      actor: Actor,
    ): Promise<ImportResult> {
      const { table, mapping, rows } = await analyse(resource, file, sent, actor);
      await repo.saveMapping(db, resource, actor.id, mapping);
      const good = rows.filter((row) => row.errors.length === 0);
      const refused = rows.filter((row) => row.errors.length > 0);
      const importer = IMPORTERS[resource];
      let importId: number | null = null;
      if (good.length > 0) {
        importId = await onUniqueViolation(
          () =>
            db.transaction().execute(async (trx) => {
              const at = new Date().toISOString();
              const { id } = await trx
                .insertInto('imports')
                .values({
                  resource,
                  fileName: file.fileName.slice(0, 255),
                  createdCount: good.length,
                  refusedCount: refused.length,
                  createdBy: actor.name,
                  createdAt: at,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              await importer.insert(
                trx,
                good.map((row) => row.data as never),
                actor,
                id,
                at,
              );
              return id;
            }),
          () => conflict(importer.takenCode, M.raced),
        );
      }
      return {
        importId,
        created: good.length,
        refused: refused.map(shown),
        refusedCsv: refusedCsv(table, refused),
      };
    },

    /** Removes the import's rows, unless something outside it refers to them (409 naming what). */
    async undo(importId: number, actor: Actor): Promise<ImportUndoResult> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.findImport(trx, importId);
        if (!row) throw notFound(M.notFound);
        // Two undos at once: the second waits here and then sees the first's mark.
        const marked = await trx
          .updateTable('imports')
          .set({ undoneAt: new Date().toISOString(), undoneBy: actor.name })
          .where('id', '=', importId)
          .where('undoneAt', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) throw conflict('IMPORT_UNDONE', M.alreadyUndone);
        const importer = IMPORTERS[row.resource as ImportResource];
        if (!importer) throw notFound(M.notFound);
        const referrers: Referrer[] = await importer.referrers(trx, dialect, importId);
        if (referrers.length > 0) {
          throw conflict('IN_USE', M.inUse(referrers.map(referrerLabel).join(', ')));
        }
        return { importId, removed: await importer.remove(trx, importId) };
      });
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
