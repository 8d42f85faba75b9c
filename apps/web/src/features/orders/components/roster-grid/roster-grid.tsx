import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/use-media-query';
import { personErrors, type PersonDraft } from '../order-draft';
import { moveFor, type Cell } from './grid-keys';
import {
  gridColumnsOf,
  gridTemplateOf,
  pasteBlock,
  writeCell,
  type GridColumn,
} from './grid-columns';
import {
  ENTRY_ORDER,
  rosterView,
  sizeCellError,
  type RosterSizeColumn,
  type RosterSort,
} from './roster-columns';
import { RosterGridHeader } from './roster-grid-header';
import { RosterGridRow, rowErrors, type RowActions } from './roster-grid-row';
import { RosterGridToolbar } from './roster-grid-toolbar';
import { RosterSizeCounts } from './roster-size-counts';

export const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
/** The box's size before it is laid out (0 × 0: not shown yet, or a test's DOM): a screenful. */
const UNMEASURED = { width: 1024, height: 600 };

/**
 * The roster of an item as a spreadsheet-like grid (role "grid"): one line per person, arrows,
 * Enter and Tab move the active cell, a block of cells pasted from a spreadsheet fills rows from
 * the active cell (new people past the last row), search by name, sort by a column, several rows
 * selected and given a size at once, and the count of each size beside it. Only the rows in view
 * are drawn (@tanstack/react-virtual), so a thousand people stay smooth. `fixed` (an order in
 * production) keeps heights and the roster's length.
 */
export function RosterGrid({
  label,
  people,
  sizeColumns,
  fixed = false,
  withCourse = false,
  newPerson,
  onChange,
}: {
  label: string;
  people: PersonDraft[];
  sizeColumns: readonly RosterSizeColumn[];
  fixed?: boolean;
  withCourse?: boolean;
  newPerson: () => PersonDraft;
  onChange: (people: PersonDraft[]) => void;
}) {
  const idPrefix = useId();
  const [search, setSearch] = useState('');
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [sort, setSort] = useState<RosterSort>(ENTRY_ORDER);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<Cell>({ row: 0, col: 1 });
  const [status, setStatus] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<Cell | null>(null);

  const columns = useMemo(
    () => gridColumnsOf({ sizeColumns, withCourse, canRemove: !fixed }),
    [sizeColumns, withCourse, fixed],
  );
  const isPhone = useMediaQuery(PHONE_QUERY);
  const template = useMemo(() => gridTemplateOf(columns, isPhone), [columns, isPhone]);
  // A row is wrong for its name or height, or for a height no size of a column holds (issue 34).
  const hasErrors = useCallback(
    (person: PersonDraft) =>
      personErrors(person).length > 0 || sizeColumns.some((c) => sizeCellError(c, person)),
    [sizeColumns],
  );
  const flaggedCount = useMemo(() => people.filter(hasErrors).length, [people, hasErrors]);
  const shown = useMemo(
    () => rosterView(people, sizeColumns, { search, sort, onlyFlagged, hasErrors }),
    [people, sizeColumns, search, sort, onlyFlagged, hasErrors],
  );
  const places = useMemo(() => new Map(people.map((p, index) => [p.key, index + 1])), [people]);
  const at = { row: Math.min(active.row, Math.max(shown.length - 1, 0)), col: active.col };

  // Rows call these through one stable object, with the latest roster from the ref.
  const latest = useRef({ people, onChange, fixed });
  latest.current = { people, onChange, fixed };
  const actions = useMemo<RowActions>(
    () => ({
      write: (key, column: GridColumn, text) => {
        const { people: all, onChange: change, fixed: isFixed } = latest.current;
        change(all.map((p) => (p.key === key ? writeCell(p, column, text, isFixed) : p)));
      },
      toggle: (key) =>
        setSelected((old) => {
          const next = new Set(old);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
      remove: (key) => {
        const { people: all, onChange: change } = latest.current;
        change(all.filter((p) => p.key !== key));
      },
    }),
    [],
  );

  // The app does not use the React Compiler; the virtualizer's functions are read every render.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => shown[index]?.key ?? index,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : UNMEASURED)),
  });
  const items = virtualizer.getVirtualItems();
  const isActiveDrawn = items.some((item) => item.index === at.row);

  const cellElement = (cell: Cell) =>
    scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${cell.row}"][data-col="${cell.col}"]`,
    ) ?? null;
  const focusElement = (element: HTMLElement) => {
    element.focus();
    if (element instanceof HTMLInputElement && element.type === 'text') element.select();
  };
  // A cell reached by the keyboard gets the focus (its text selected: typing replaces it, as in
  // a spreadsheet), which makes it active (onFocus). A row not drawn yet is scrolled to first,
  // and its cell focused once drawn, before the frame is painted.
  const focusCell = (cell: Cell) => {
    const element = cellElement(cell);
    if (element) return focusElement(element);
    pendingFocus.current = cell;
    setActive(cell);
    virtualizer.scrollToIndex(cell.row);
  };
  useLayoutEffect(() => {
    const cell = pendingFocus.current;
    const element = cell && cellElement(cell);
    if (!element) return;
    pendingFocus.current = null;
    focusElement(element);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.dataset.row === undefined) return;
    const cell = { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const isText = target instanceof HTMLInputElement && target.type === 'text';
    const move = moveFor(
      event,
      cell,
      { rows: shown.length, cols: columns.length },
      {
        atStart: !isText || target.selectionStart === 0,
        atEnd: !isText || target.selectionEnd === target.value.length,
        isButton: target.tagName === 'BUTTON',
      },
    );
    if (!move) return;
    event.preventDefault();
    focusCell(move);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const text = event.clipboardData.getData('text/plain');
    if (target.dataset.row === undefined || !/[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    const result = pasteBlock({
      text,
      people,
      shown,
      columns,
      at: { row: Number(target.dataset.row), col: Number(target.dataset.col) },
      fixed,
      newPerson,
    });
    onChange(result.people);
    setStatus(M.pastedRows(result.rows));
  };

  const applySize = (column: RosterSizeColumn, size: string) => {
    onChange(people.map((p) => (selected.has(p.key) ? column.choose(p, size) : p)));
    setStatus(M.sizeApplied(size || M.followSuggested, selected.size));
  };

  const activePerson = shown[at.row];
  const activeErrors = activePerson ? rowErrors(activePerson, at.col, columns) : [];
  const activeNumber = activePerson ? (places.get(activePerson.key) ?? 0) : 0;

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <RosterGridToolbar
        search={search}
        onSearch={setSearch}
        onlyFlagged={onlyFlagged}
        onOnlyFlagged={setOnlyFlagged}
        flaggedCount={flaggedCount}
        selectedCount={selected.size}
        sizeColumns={sizeColumns}
        onApply={applySize}
        onClearSelection={() => setSelected(new Set())}
      />
      <RosterSizeCounts columns={sizeColumns} people={people} />
      <p className="text-xs text-slate-600">
        {M.showing(shown.length, people.length)}
        <span className="hidden sm:inline"> · {M.keyboardHint}</span>
      </p>
      <div
        ref={scrollRef}
        role="grid"
        aria-label={M.gridLabel(label)}
        aria-rowcount={shown.length + 1}
        aria-colcount={columns.length}
        aria-multiselectable
        tabIndex={isActiveDrawn || shown.length === 0 ? -1 : 0}
        style={{ scrollPaddingTop: HEADER_HEIGHT }}
        className="max-h-[min(30rem,65vh)] w-full overflow-auto rounded-md border border-slate-200 bg-white"
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={(event) => {
          const target = event.target as HTMLElement;
          if (target === event.currentTarget) return focusCell(at);
          if (target.dataset.row === undefined || pendingFocus.current) return;
          const row = Number(target.dataset.row);
          const col = Number(target.dataset.col);
          if (row !== at.row || col !== at.col) setActive({ row, col });
        }}
      >
        <div style={{ minWidth: 'max-content' }} className="min-w-full">
          <RosterGridHeader
            columns={columns}
            template={template}
            height={HEADER_HEIGHT}
            sort={sort}
            onSort={setSort}
            shown={shown}
            selected={selected}
            onSelect={setSelected}
          />
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const person = shown[item.index];
              if (!person) return null;
              return (
                <RosterGridRow
                  key={person.key}
                  person={person}
                  row={item.index}
                  number={places.get(person.key) ?? item.index + 1}
                  columns={columns}
                  activeCol={item.index === at.row ? at.col : null}
                  isSelected={selected.has(person.key)}
                  fixed={fixed}
                  idPrefix={idPrefix}
                  actions={actions}
                  template={template}
                  top={item.start - HEADER_HEIGHT}
                />
              );
            })}
          </div>
        </div>
        {shown.length === 0 && (
          <p className="p-3 text-sm text-slate-600">
            {people.length === 0 ? M.empty : onlyFlagged && search === '' ? M.noErrors : M.noMatch}
          </p>
        )}
      </div>
      {activeErrors.length > 0 && (
        <p className="text-sm text-red-700">{M.rowErrors(activeNumber, activeErrors)}</p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
