import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { recordStatusLabel } from '@taller/shared';

/**
 * CSV exports are meant for Excel in a Spanish locale, where the list separator is ';' (a ','
 * file opens as one column there). UTF-8 with a BOM so that Excel reads accents; CRLF lines as
 * RFC 4180 says; fields quoted when they hold ';', '"' or a line break.
 */
const CSV_DELIMITER = ';';

// A cell that starts like a formula would be run by a spreadsheet (CSV injection): it is
// prefixed with an apostrophe, which Excel and LibreOffice show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

const protectCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export type CsvCell = string | number | null | undefined;

/** One column of an export: its Spanish header and what it shows of a row. */
export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => CsvCell];

type Audited = {
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
};

/** Who created and last changed a row, and when: the last columns of every export. */
export const AUDIT_CSV_COLUMNS: CsvColumn<Audited>[] = [
  ['Creado por', (r) => r.createdBy],
  ['Fecha de creación', (r) => r.createdAt],
  ['Actualizado por', (r) => r.updatedBy],
  ['Fecha de actualización', (r) => r.updatedAt],
];

/** An active or inactive record's 'Estado' (Activo, Inactivo). */
export const STATUS_CSV_COLUMN: CsvColumn<{ status: string }> = [
  'Estado',
  (r) => recordStatusLabel(r.status),
];

/** A yes-or-no cell. */
export const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** The CSV of `rows`, one line each, with `columns`' headers first. */
export function csvOf<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map(([name]) => name);
  const cells = rows.map((row) =>
    columns.map(([, value]) => {
      const cell: CsvCell = value(row);
      return cell == null ? '' : protectCell(String(cell));
    }),
  );
  return (
    '\uFEFF' +
    stringify([header, ...cells], { delimiter: CSV_DELIMITER, record_delimiter: 'windows' })
  );
}

/** Answers a CSV file download (the one kind of answer that is not a JSON envelope). */
export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${baseName}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
