import { isGenericText } from '../forms/special-characters';
import { checkHeight, parseDecimal } from '../forms/height';
import { suggestSize, type SizeRange } from '../products/product-sizes';
import { ORDER_MESSAGES as M } from './order-messages';

export const ROSTER_ROWS_MAX = 1000;
const NAME_MAX = 100;

export type RosterRow = {
  /** The row's line in the text, from 1. */
  line: number;
  name: string;
  heightCm: number | null;
  /** The height as it was typed ('1,2' when that is what the row says). */
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

/** Every Spanish error of a roster row (name, then height), none when it is acceptable. */
export function checkRosterRow(name: string, heightText: string): string[] {
  const heightError = checkHeight(heightText);
  return [...checkRosterName(name), ...(heightError ? [heightError] : [])];
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
    const errors = checkRosterRow(name, heightText);
    const value = checkHeight(heightText) === null ? parseDecimal(heightText) : null;
    rows.push({
      line: index + 1,
      name,
      heightCm: value,
      heightText,
      suggestedSize: value === null ? null : (suggestSize({ sizes }, value)?.name ?? null),
      errors,
    });
  });
  return rows;
}
