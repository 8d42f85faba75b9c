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
    const errors: string[] = [];
    if (name === '') errors.push(M.personNameRequired);
    else if (name.length > NAME_MAX)
      errors.push(`El nombre no puede tener más de ${NAME_MAX} caracteres`);
    else if (!isGenericText(name)) errors.push('No se permiten caracteres especiales');
    const heightError = checkHeight(heightText);
    if (heightError) errors.push(heightError);
    const value = heightError === null ? parseDecimal(heightText) : null;
    rows.push({
      line: index + 1,
      name,
      heightCm: value,
      suggestedSize: value === null ? null : (suggestSize({ sizes }, value)?.name ?? null),
      errors,
    });
  });
  return rows;
}
