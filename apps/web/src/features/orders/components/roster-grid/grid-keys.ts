/** A cell of the grid: the row among those shown, the column from the left. */
export type Cell = { row: number; col: number };

/** What the grid knows of the key's target: a text box's caret, a button. */
export type KeyTarget = { atStart: boolean; atEnd: boolean; isButton: boolean };

export type GridKey = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

/** Rows moved by PageUp and PageDown. */
export const PAGE_ROWS = 10;

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/**
 * Where a key moves the active cell, as in a spreadsheet: arrows (left and right once the caret
 * is at the edge of the text), Enter down (Shift+Enter up), Tab right (Shift+Tab left) wrapping to
 * the next or previous row, PageUp/PageDown, Ctrl+Home/Ctrl+End. Null: the key is not the grid's
 * (typing, Tab out of the first or last cell, Enter on a button, an open select with Alt).
 */
export function moveFor(
  event: GridKey,
  at: Cell,
  size: { rows: number; cols: number },
  target: KeyTarget,
): Cell | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  if (size.rows === 0 || event.altKey || event.metaKey) return null;
  const ctrl = event.ctrlKey;
  switch (event.key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, lastRow), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, lastRow), col: at.col };
    case 'ArrowLeft':
      return target.atStart ? { row: at.row, col: clamp(at.col - 1, lastCol) } : null;
    case 'ArrowRight':
      return target.atEnd ? { row: at.row, col: clamp(at.col + 1, lastCol) } : null;
    case 'PageUp':
      return { row: clamp(at.row - PAGE_ROWS, lastRow), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + PAGE_ROWS, lastRow), col: at.col };
    case 'Home':
      return ctrl ? { row: 0, col: at.col } : null;
    case 'End':
      return ctrl ? { row: lastRow, col: at.col } : null;
    case 'Enter':
      if (target.isButton || ctrl) return null;
      return { row: clamp(at.row + (event.shiftKey ? -1 : 1), lastRow), col: at.col };
    case 'Tab': {
      if (ctrl) return null;
      const index = at.row * size.cols + at.col + (event.shiftKey ? -1 : 1);
      if (index < 0 || index > lastRow * size.cols + lastCol) return null;
      return { row: Math.floor(index / size.cols), col: index % size.cols };
    }
    default:
      return null;
  }
}
