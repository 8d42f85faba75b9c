/**
 * One line of a roster as people type, paste or export it, split into the name and the height
 * as written (read into centimetres by `readHeight`). Pure text rules, no size tables.
 */

/** What a line holds: the name, and the height as written or why there is none. */
export type RosterLineParts = {
  name: string;
  heightText: string;
  /** Why there is no height to read: none on the line, or numbers that are not at its end. */
  problem: null | 'missing' | 'notLast';
};

const UNIT = String.raw`(?:cent[ií]metros?|cms?|metros?|mts?|m)\b`;
/** A whole cell that is a height: digits, dots and commas, and an optional unit ('1m42' too). */
const HEIGHT_CELL = new RegExp(String.raw`^(?:\d\s*m\s*\d{2}|\d[\d.,]*(?:\s*${UNIT})?)$`, 'iu');
/**
 * A height at the end of a line: the last run of digits (with its dots and commas, never a part of
 * a longer number) and an optional unit, maybe in brackets, then only spaces or dots.
 */
const HEIGHT_AT_END = new RegExp(
  String.raw`^(.*?)\(?(?<!\d)(?<!\d[.,])(\d\s*m\s*\d{2}|\d[\d.,]*(?:\s*${UNIT})?)[\s.)]*$`,
  'iu',
);
/** A list's bullet or number before the name: '-', '•', '1.', '12)', '3 -'. */
const LEADING_MARK = /^(?:[-–—•*·]+\s*|\d{1,4}\s*[.)º°-]\s*|\d{1,4}\s+(?=\p{L}))/u;
/** What people put between a name and its height: spaces, ':', '=', '-', ',' or ';'. */
const TRAILING_SEPARATORS = /[\s:;,=\-–—]+$/u;

/**
 * The same letters with one spelling: typographic apostrophes and the acute accent typed alone
 * ('O´Brien', 'O’Brien') become ', non-breaking spaces become spaces, invisible characters a
 * web page or a spreadsheet leaves (zero-width spaces, a BOM) go, runs of spaces become one, and
 * accents are composed (NFC), so that the name is what the order schema reads.
 */
export const tidyName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC\u00B4`]/gu, "'")
    .replace(/[\u2010\u2011]/gu, '-')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/gu, '')
    .replace(/[\s\u00A0\u2007\u202F]+/gu, ' ')
    .trim();

const cleanName = (name: string) => {
  const text = tidyName(name).replace(LEADING_MARK, '').replace(TRAILING_SEPARATORS, '');
  return /^"[^"]*"$/.test(text) ? text.slice(1, -1).trim() : text;
};

/** A line's cells between `delimiter`s; a cell that starts with '"' runs to its closing quote. */
function splitCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let at = 0;
  while (at <= line.length) {
    while (line[at] === ' ') at += 1;
    if (line[at] === '"') {
      let cell = '';
      let i = at + 1;
      for (; i < line.length; i += 1) {
        if (line[i] !== '"') cell += line[i];
        else if (line[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else break;
      }
      const end = line.indexOf(delimiter, i);
      // Anything after the closing quote, before the delimiter, stays part of the cell.
      cell += line.slice(i + 1, end < 0 ? line.length : end);
      cells.push(cell.trim());
      at = end < 0 ? line.length + 1 : end + delimiter.length;
    } else {
      const end = line.indexOf(delimiter, at);
      cells.push(line.slice(at, end < 0 ? line.length : end).trim());
      at = end < 0 ? line.length + 1 : end + delimiter.length;
    }
  }
  return cells;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** Free text: the height is the last number on the line, the name what comes before it. */
function readFreeText(line: string): RosterLineParts {
  const match = HEIGHT_AT_END.exec(line);
  if (match) return { name: cleanName(match[1]!), heightText: match[2]!.trim(), problem: null };
  return {
    name: cleanName(line),
    heightText: '',
    problem: /\d/.test(line) ? 'notLast' : 'missing',
  };
}

/**
 * Cells of a spreadsheet or a CSV file: the height is the first cell after the name that is a
 * height; the cells before it that hold letters are the name (surname and name in two columns
 * are joined), a number before any name is the list's row number, and cells after the height
 * (course, notes) are not read. Without such a cell the line is read as free text.
 */
function readCells(cells: string[]): RosterLineParts {
  const filled = cells.filter((cell) => cell !== '');
  const nameParts: string[] = [];
  for (const cell of filled) {
    if (HEIGHT_CELL.test(cell)) {
      if (nameParts.length > 0) {
        return { name: cleanName(nameParts.join(' ')), heightText: cell, problem: null };
      }
    } else nameParts.push(cell);
  }
  const last = filled.at(-1);
  // A name, then a last cell with digits that is not a height ('Ana', '15O'): that is the height.
  if (last !== undefined && filled.length >= 2 && /\d/.test(last) && hasLetter(filled[0]!)) {
    return { name: cleanName(filled.slice(0, -1).join(' ')), heightText: last, problem: null };
  }
  return readFreeText(filled.join(' '));
}

/** The delimiter of a line's cells: a tab (a spreadsheet's paste), ';' (a Spanish CSV), or null. */
const cellDelimiter = (line: string) =>
  line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.startsWith('"') ? ',' : null;

/**
 * Splits one line into name and height as written. Tab or ';' separated cells (or a quoted CSV
 * line) are read as cells; anything else as free text, the height last ('Ana Rojas 128,5',
 * 'Diego Mamani: 150', 'Nombre - 1,42 m', 'Ana Pérez,150,5'); a comma CSV line whose height is
 * not last ('Ana Pérez,150,3B') as comma-separated cells.
 */
export function splitRosterLine(line: string): RosterLineParts {
  const delimiter = cellDelimiter(line);
  if (delimiter) return readCells(splitCells(line, delimiter));
  const free = readFreeText(line);
  if (free.problem && line.includes(',')) {
    const cells = readCells(splitCells(line, ','));
    if (!cells.problem) return cells;
  }
  return free;
}
