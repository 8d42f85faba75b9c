import { isGenericText } from '../forms/special-characters';
import { checkHeight, parseDecimal } from '../forms/height';
import { suggestSize, type SizeRange } from '../products/product-sizes';
import { ORDER_MESSAGES as M } from './order-messages';

export const ROSTER_ROWS_MAX = 1000;
/** The longest pasted text or CSV file read, in characters. */
export const ROSTER_TEXT_MAX = 200_000;
const NAME_MAX = 100;

export type RosterRow = {
  /** The row's line in the text, from 1. */
  line: number;
  name: string;
  /** The height read from the row, in cm; null when it is not a number (its range is checked in `errors`). */
  heightCm: number | null;
  /** The height as it was typed ('1,2' when that is what the row says), shown beside its error. */
  heightText: string;
  suggestedSize: string | null;
  errors: string[];
};

/**
 * Splits one pasted or CSV line into name and height. A spreadsheet pastes tab-separated cells;
 * a Spanish CSV uses ';'. With only commas the first comma ends the name, so that a height with a
 * decimal comma ('Ana Pérez,150,5') stays whole.
 */
function splitCells(line: string): [string, string] {
  const strip = (cell: string) =>
    cell
      .trim()
      .replace(/^"(.*)"$/s, '$1')
      .replaceAll('""', '"')
      .trim();
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  const at = line.indexOf(separator);
  if (at < 0) return [strip(line), ''];
  const rest = line.slice(at + 1);
  // Extra columns after the height are ignored (tab or ';' separated only).
  const height = separator === ',' ? rest : (rest.split(separator)[0] ?? '');
  return [strip(line.slice(0, at)), strip(height)];
}

const isHeader = (name: string, height: string) =>
  parseDecimal(height) === null && /^(nombre|name|nombres?\s+completos?)$/i.test(name.trim());

/** The Spanish errors of one roster person's name, none when it is acceptable. */
export function checkRosterName(name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '') return [M.personNameRequired];
  if (trimmed.length > NAME_MAX) return [`El nombre no puede tener más de ${NAME_MAX} caracteres`];
  if (!isGenericText(trimmed)) return ['No se permiten caracteres especiales'];
  return [];
}

/** Every Spanish error of a roster row (name, then height in cm), none when it is acceptable. */
export function checkRosterRow(name: string, heightCm: number | null): string[] {
  const heightError = checkHeight(heightCm);
  return [...checkRosterName(name), ...(heightError ? [heightError] : [])];
}

/**
 * The errors of a person of a sized item: those of the row, and a valid height that no size of
 * the table holds (a gap, or outside the table) unless a size was chosen by hand.
 */
export function checkSizedPerson(
  name: string,
  heightCm: number | null,
  sizes: readonly SizeRange[],
  chosenSize?: string | null,
): string[] {
  const sizeError = checkPersonSize(heightCm, sizes, chosenSize);
  return [...checkRosterRow(name, heightCm), ...(sizeError ? [sizeError] : [])];
}

/** The error of a valid height that no size of a (non-empty) table holds, none once a size is chosen. */
export function checkPersonSize(
  heightCm: number | null,
  sizes: readonly SizeRange[],
  chosenSize?: string | null,
): string | null {
  if (heightCm === null || chosenSize || sizes.length === 0 || checkHeight(heightCm) !== null)
    return null;
  return suggestSize({ sizes }, heightCm) === null ? M.heightWithoutSize(heightCm) : null;
}

/**
 * The rows of a pasted roster (name and height columns), each with its Spanish errors and the
 * size `suggestSize` gives it. Blank lines and a header row ('Nombre', …) are skipped.
 */
export function parseRoster(text: string, sizes: readonly SizeRange[]): RosterRow[] {
  const rows: RosterRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const [name, heightText] = splitCells(raw);
    if (rows.length === 0 && isHeader(name, heightText)) return;
    const heightCm = parseDecimal(heightText);
    const suggestedSize =
      heightCm === null ? null : (suggestSize({ sizes }, heightCm)?.name ?? null);
    // A valid height in a gap of the table or outside it is an error on its row, not a '—'.
    const errors = checkSizedPerson(name, heightCm, sizes);
    rows.push({ line: index + 1, name, heightCm, heightText, suggestedSize, errors });
  });
  return rows;
}

/**
 * What 'Revisar filas' shows for a pasted roster or a CSV file's text, in the browser: its rows,
 * or the Spanish reason there is none to show. Nothing is saved: the order's own schema checks
 * every person again on save.
 */
export function previewRoster(
  text: string,
  sizes: readonly SizeRange[],
): { rows: RosterRow[] } | { error: string } {
  if (text.trim() === '') return { error: M.rosterTextRequired };
  if (text.length > ROSTER_TEXT_MAX) return { error: M.rosterTooLong };
  if (sizes.length === 0) return { error: M.rosterNoSizes };
  const rows = parseRoster(text, sizes);
  if (rows.length > ROSTER_ROWS_MAX) return { error: M.rosterTooLong };
  if (rows.length === 0) return { error: M.rosterTextRequired };
  return { rows };
}
