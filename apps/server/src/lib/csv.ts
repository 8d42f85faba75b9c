import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV exports are meant for Excel in a Spanish locale, where the list separator is ';' (a ','
 * file opens as one column there). UTF-8 with a BOM so that Excel reads accents; CRLF lines as
 * RFC 4180 says; fields quoted when they hold ';', '"' or a line break.
 */
export const CSV_DELIMITER = ';';

// A cell that starts like a formula would be run by a spreadsheet (CSV injection): it is
// prefixed with an apostrophe, which Excel and LibreOffice show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export const protectCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export type CsvCell = string | number | null | undefined;

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cells = rows.map((row) => row.map((v) => (v == null ? '' : protectCell(String(v)))));
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
