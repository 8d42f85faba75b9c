import { HEIGHT_MESSAGES, readHeight } from '../forms/height';
import { suggestSize, type SizeRange } from '../products/product-sizes';
import { ORDER_MESSAGES as M } from './order-messages';
import { OrderPersonInputSchema } from './order.schema';
import { splitRosterLine } from './roster-line';
import { ROSTER_MESSAGES as R } from './roster-messages';

export const ROSTER_ROWS_MAX = 1000;
/** The longest pasted text or CSV file read, in characters. */
export const ROSTER_TEXT_MAX = 200_000;
/** The longest line read as a person; a longer one is a row with its error. */
export const ROSTER_LINE_MAX = 300;

/** A roster line read into a person, without a size table. */
export type RosterEntry = {
  /** The row's line in the text, from 1. */
  line: number;
  name: string;
  /** The height read from the row, in cm; null when it is not a number (its range is checked in `errors`). */
  heightCm: number | null;
  /** The height as it was typed ('1,42 m' when that is what the row says), shown beside its error. */
  heightText: string;
  /** How the height was read when it was not written in cm ('1,42 m → 142 cm'), shown on the row. */
  note: string | null;
  errors: string[];
};

/** A roster line read against a size table: the entry and the size its height suggests. */
export type RosterRow = RosterEntry & { suggestedSize: string | null };

// The order's own rules for a person, so that the preview refuses exactly what the save refuses.
const { name: personName, heightCm: personHeight } = OrderPersonInputSchema.shape;

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/**
 * The Spanish errors of one roster person's name, none when it is acceptable: the order's own
 * name rule (names as businesses write them), which names a refused character.
 */
export function checkRosterName(name: string): string[] {
  return messagesOf(personName.safeParse(name));
}

/** Every Spanish error of a roster row (name, then height in cm), none when it is acceptable. */
export function checkRosterRow(name: string, heightCm: number | null): string[] {
  const heightErrors =
    heightCm === null ? [HEIGHT_MESSAGES.notANumber] : messagesOf(personHeight.safeParse(heightCm));
  return [...checkRosterName(name), ...heightErrors];
}

/** A line with nothing to read: spaces, or only the empty cells a spreadsheet exports (';;'). */
const isBlank = (line: string) => /^[\s;,"']*$/u.test(line);

const HEADER_WORDS =
  /\b(?:nombres?|apellidos?|names?|alumn[oa]s?|estudiantes?|personas?|estatura|altura|talla|lista|curso|cm)\b/;
/** A title or header line: no height, and words such as 'Nombre' or 'Estatura'. */
const isHeader = (line: string) =>
  HEADER_WORDS.test(line.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

/** One line read into a person, or null when it is a header. */
function readLine(raw: string, line: number, isFirst: boolean): RosterEntry | null {
  if (raw.length > ROSTER_LINE_MAX) {
    const errors = [R.lineTooLong(ROSTER_LINE_MAX)];
    return { line, name: '', heightCm: null, heightText: '', note: null, errors };
  }
  const { name, heightText, problem } = splitRosterLine(raw);
  const reading = problem ? null : readHeight(heightText);
  if (!reading && isFirst && isHeader(raw)) return null;
  const heightCm = reading?.heightCm ?? null;
  const note = reading?.metres != null ? R.metresToCm(reading.metres, reading.heightCm) : null;
  const heightErrors = reading
    ? messagesOf(personHeight.safeParse(heightCm))
    : [
        problem === 'missing'
          ? R.heightMissing
          : problem === 'notLast'
            ? R.heightNotLast
            : R.heightUnreadable(heightText),
      ];
  return {
    line,
    name,
    heightCm,
    heightText,
    note,
    errors: [...checkRosterName(name), ...heightErrors],
  };
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
  if (heightCm === null || chosenSize || sizes.length === 0) return null;
  if (!personHeight.safeParse(heightCm).success) return null;
  return suggestSize({ sizes }, heightCm) === null ? M.heightWithoutSize(heightCm) : null;
}

/**
 * The people of a pasted list or a CSV file's text (see `splitRosterLine` for what a line may
 * look like), each with its Spanish errors. Blank lines are skipped, and so are title and header
 * lines ('Nombre;Estatura') before the first person. Stops after ROSTER_ROWS_MAX + 1 people.
 */
export function readRosterLines(text: string): RosterEntry[] {
  const entries: RosterEntry[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    if (entries.length > ROSTER_ROWS_MAX) break;
    if (isBlank(raw)) continue;
    const entry = readLine(raw, index + 1, entries.length === 0);
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * The rows of a pasted roster, each with its Spanish errors and the size `suggestSize` gives it;
 * a valid height in a gap of the table or outside it is an error on its row, not a '—'.
 */
export function parseRoster(text: string, sizes: readonly SizeRange[]): RosterRow[] {
  return readRosterLines(text).map((entry) => {
    const sizeError = checkPersonSize(entry.heightCm, sizes);
    return {
      ...entry,
      errors: sizeError ? [...entry.errors, sizeError] : entry.errors,
      suggestedSize:
        entry.heightCm === null ? null : (suggestSize({ sizes }, entry.heightCm)?.name ?? null),
    };
  });
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
