import { describe, expect, it } from 'vitest';
import { moveFor, type GridKey, type KeyTarget } from './grid-keys';

const key = (name: string, mods: Partial<GridKey> = {}): GridKey => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const size = { rows: 3, cols: 4 };
const edge: KeyTarget = { atStart: true, atEnd: true, isButton: false };
const midText: KeyTarget = { atStart: false, atEnd: false, isButton: false };

describe('moveFor', () => {
  it('moves like a spreadsheet and stays inside the grid', () => {
    const at = { row: 1, col: 1 };
    expect(moveFor(key('ArrowUp'), at, size, edge)).toEqual({ row: 0, col: 1 });
    expect(moveFor(key('ArrowDown'), { row: 2, col: 1 }, size, edge)).toEqual({ row: 2, col: 1 });
    expect(moveFor(key('Enter'), at, size, edge)).toEqual({ row: 2, col: 1 });
    expect(moveFor(key('Enter', { shiftKey: true }), at, size, edge)).toEqual({ row: 0, col: 1 });
    expect(moveFor(key('PageDown'), at, size, edge)).toEqual({ row: 2, col: 1 });
    expect(moveFor(key('End', { ctrlKey: true }), at, size, edge)).toEqual({ row: 2, col: 1 });
    expect(moveFor(key('Home', { ctrlKey: true }), at, size, edge)).toEqual({ row: 0, col: 1 });
  });

  it('leaves left and right to the caret until it reaches the edge of the text', () => {
    const at = { row: 0, col: 1 };
    expect(moveFor(key('ArrowLeft'), at, size, midText)).toBeNull();
    expect(moveFor(key('ArrowRight'), at, size, midText)).toBeNull();
    expect(moveFor(key('ArrowLeft'), at, size, edge)).toEqual({ row: 0, col: 0 });
    expect(moveFor(key('ArrowRight'), at, size, edge)).toEqual({ row: 0, col: 2 });
  });

  it('wraps Tab across rows and lets it leave the grid at either end', () => {
    expect(moveFor(key('Tab'), { row: 0, col: 3 }, size, edge)).toEqual({ row: 1, col: 0 });
    expect(moveFor(key('Tab', { shiftKey: true }), { row: 1, col: 0 }, size, edge)).toEqual({
      row: 0,
      col: 3,
    });
    expect(moveFor(key('Tab'), { row: 2, col: 3 }, size, edge)).toBeNull();
    expect(moveFor(key('Tab', { shiftKey: true }), { row: 0, col: 0 }, size, edge)).toBeNull();
  });

  it('leaves typing, Enter on a button and Alt (an open select) alone', () => {
    const at = { row: 1, col: 1 };
    expect(moveFor(key('a'), at, size, edge)).toBeNull();
    expect(moveFor(key('Enter'), at, size, { ...edge, isButton: true })).toBeNull();
    expect(moveFor(key('ArrowDown', { altKey: true }), at, size, edge)).toBeNull();
    expect(moveFor(key('Home'), at, size, edge)).toBeNull();
  });
});
