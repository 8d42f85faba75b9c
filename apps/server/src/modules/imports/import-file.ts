import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import {
  IMPORT_CELL_MAX,
  IMPORT_MESSAGES as M,
  IMPORT_ROWS_MAX,
  IMPORT_XLSX_UNZIPPED_MAX,
} from '@taller/shared';
import { decodeTextFile } from '@taller/shared/text/decode-text-file';
import { AppError, badRequest } from '../../lib/app-error';

/** A file read as a table: its header cells and its data rows, each with its line (header = 1). */
export type ImportTable = { headers: string[]; rows: { line: number; cells: string[] }[] };

const MB = 1024 * 1024;
const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const tooManyRows = () => badRequest('IMPORT_TOO_MANY_ROWS', M.tooManyRows(IMPORT_ROWS_MAX));
const unreadable = () => badRequest('IMPORT_UNREADABLE', M.unreadable);

/**
 * A cell as text: trimmed, cut at IMPORT_CELL_MAX, and without the apostrophe our own CSV
 * downloads put before a cell that starts like a formula (so a fixed file imports as it was).
 */
const cellText = (value: string) => {
  const text = value.trim().slice(0, IMPORT_CELL_MAX);
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

/** The separator of a CSV: whichever of ';', ',' and tab its first line has most of. */
function separatorOf(text: string) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((s) => [s, firstLine.split(s).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeTextFile(bytes);
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw unreadable();
  }
}

const xlsxCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
};

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  // The zip's directory says how large its entries are once inflated: a bomb stops here.
  let unzipped = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unzipped += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable();
  }
  if (unzipped > IMPORT_XLSX_UNZIPPED_MAX) {
    throw new AppError(413, 'FILE_TOO_LARGE', M.unzippedTooLarge(IMPORT_XLSX_UNZIPPED_MAX / MB));
  }
  try {
    const sheets = await readXlsxFile(Buffer.from(bytes));
    return (sheets[0]?.data ?? []).map((row) => row.map(xlsxCell));
  } catch {
    throw unreadable();
  }
}

/**
 * Reads an uploaded file as a table, telling CSV from XLSX by its content (a zip is an XLSX; an
 * old binary .xls is refused by name; anything else is CSV text in any of the roster's encodings
 * and separators). The first non-empty row is the header; empty rows are skipped (their lines
 * still count).
 */
export async function readImportTable(bytes: Uint8Array): Promise<ImportTable> {
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) throw badRequest('IMPORT_UNREADABLE', M.xlsOld);
  if (bytes.includes(0) && !startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    // UTF-16 text has zeros too: decodeTextFile reads it by its BOM.
    if (!startsWith(bytes, 0xff, 0xfe) && !startsWith(bytes, 0xfe, 0xff)) throw unreadable();
  }
  const raw = startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) ? await readXlsx(bytes) : readCsv(bytes);
  const lines = raw.map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) }));
  const filled = lines.filter((row) => row.cells.some((cell) => cell !== ''));
  const [header, ...rows] = filled;
  if (!header) throw badRequest('IMPORT_UNREADABLE', M.noHeader);
  if (rows.length === 0) throw badRequest('IMPORT_UNREADABLE', M.emptyFile);
  if (rows.length > IMPORT_ROWS_MAX) throw tooManyRows();
  return { headers: header.cells, rows };
}
