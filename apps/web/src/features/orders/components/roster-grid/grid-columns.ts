import { parseRoster } from '@taller/shared/orders/roster';
import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import { heightOf, type PersonDraft } from '../order-draft';
import type { RosterSizeColumn } from './roster-columns';

export type TextField = 'name' | 'height' | 'course' | 'notes';

/** A column of the grid, left to right: what its cells hold. */
export type GridColumn =
  | { kind: 'select'; label: string }
  | { kind: 'text'; field: TextField; label: string }
  | { kind: 'size'; column: RosterSizeColumn; label: string }
  | { kind: 'remove'; label: string };

/** The grid's columns: selection, name, height, one per size column, course, notes, remove. */
export function gridColumnsOf(options: {
  sizeColumns: readonly RosterSizeColumn[];
  withCourse: boolean;
  canRemove: boolean;
}): GridColumn[] {
  return [
    { kind: 'select', label: M.columnSelect },
    { kind: 'text', field: 'name', label: M.columnName },
    { kind: 'text', field: 'height', label: M.columnHeight },
    ...options.sizeColumns.map((column) => ({
      kind: 'size' as const,
      column,
      label: column.label,
    })),
    ...(options.withCourse
      ? [{ kind: 'text' as const, field: 'course' as const, label: M.columnCourse }]
      : []),
    { kind: 'text', field: 'notes', label: M.columnNotes },
    ...(options.canRemove ? [{ kind: 'remove' as const, label: M.columnRemove }] : []),
  ];
}

/** Widths of the columns: a phone's keep selection, name, height and size within 390 px. */
const WIDTHS = {
  desktop: {
    select: '2.25rem',
    remove: '2.5rem',
    size: '7rem',
    height: '4.75rem',
    course: '5rem',
    notes: 'minmax(7rem, 1fr)',
    name: 'minmax(8rem, 2fr)',
  },
  phone: {
    select: '1.75rem',
    remove: '2.25rem',
    size: '6.75rem',
    height: '4.25rem',
    course: '4.5rem',
    notes: '7rem',
    name: 'minmax(6rem, 1fr)',
  },
};

/** CSS grid tracks of the columns: the name stretches, the rest keep a compact width. */
export const gridTemplateOf = (columns: readonly GridColumn[], isPhone = false) => {
  const widths = WIDTHS[isPhone ? 'phone' : 'desktop'];
  return columns
    .map((column) => (column.kind === 'text' ? widths[column.field] : widths[column.kind]))
    .join(' ');
};

/**
 * The person with one cell's text written in `column`: a text field as typed (a height read as
 * cm), a size matched to the table's names whatever the case ('' follows the suggestion; an
 * unknown size leaves the cell as it was). `fixed` heights (an order in production) stay.
 */
export function writeCell(
  person: PersonDraft,
  column: GridColumn,
  text: string,
  fixed: boolean,
): PersonDraft {
  if (column.kind === 'text') {
    if (column.field === 'height') return fixed ? person : { ...person, ...heightOf(text) };
    return { ...person, [column.field]: text };
  }
  if (column.kind === 'size') {
    const wanted = text.trim().toLocaleLowerCase('es');
    if (wanted === '') return column.column.choose(person, '');
    const size = column.column.sizes.find((s) => s.name.toLocaleLowerCase('es') === wanted);
    return size ? column.column.choose(person, size.name) : person;
  }
  return person;
}

/** A line typed without tabs into the name column: 'Ana Rojas 150' is a name and a height. */
const splitTypedLine = (line: string): string[] => {
  if (!/\d\s*(cm|m)?\s*$/i.test(line)) return [line.trim()];
  const [row] = parseRoster(line, []);
  return row && row.heightText !== '' ? [row.name, row.heightText] : [line.trim()];
};

/** A pasted block's rows of cells: lines, and tabs between cells (as spreadsheets copy them). */
export function blockCells(text: string, startsAtName: boolean): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const hasTabs = lines.some((line) => line.includes('\t'));
  return lines.map((line) =>
    hasTabs || !startsAtName ? line.split('\t').map((cell) => cell.trim()) : splitTypedLine(line),
  );
}

/**
 * A block pasted at `at` (a row among those `shown`, a column): each line fills the next shown
 * row, from that column rightwards over the columns that hold text or a size; lines past the last
 * shown row become new people at the end (unless `fixed`). Answers every person, in entry order.
 */
export function pasteBlock(options: {
  text: string;
  people: readonly PersonDraft[];
  shown: readonly PersonDraft[];
  columns: readonly GridColumn[];
  at: { row: number; col: number };
  fixed: boolean;
  newPerson: () => PersonDraft;
}): { people: PersonDraft[]; rows: number } {
  const { columns, at, fixed } = options;
  const writable = columns.slice(at.col).filter((c) => c.kind === 'text' || c.kind === 'size');
  const first = columns[at.col];
  const cells = blockCells(options.text, first?.kind === 'text' && first.field === 'name');
  const changed = new Map<string, PersonDraft>();
  const added: PersonDraft[] = [];
  cells.forEach((row, offset) => {
    const target = options.shown[at.row + offset];
    if (!target && fixed) return;
    let person = target ? (changed.get(target.key) ?? target) : options.newPerson();
    row.forEach((text, index) => {
      const column = writable[index];
      if (column) person = writeCell(person, column, text, fixed);
    });
    if (target) changed.set(target.key, person);
    else added.push(person);
  });
  return {
    people: [...options.people.map((p) => changed.get(p.key) ?? p), ...added],
    rows: changed.size + added.length,
  };
}
