import { describe, expect, it } from 'vitest';
import { emptyPerson, heightOf, type PersonDraft } from '../order-draft';
import { gridColumnsOf, pasteBlock } from './grid-columns';
import { countSizes, productSizeColumn, rosterView, ENTRY_ORDER } from './roster-columns';

const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 129.9 },
  { name: 'M', minHeightCm: 130, maxHeightCm: 149.9 },
];
const sizes = [productSizeColumn(SIZES)];
const columns = gridColumnsOf({ sizeColumns: sizes, withCourse: false, canRemove: true });
const person = (name: string, height: string): PersonDraft => ({
  ...emptyPerson(),
  name,
  ...heightOf(height),
});

describe('pasteBlock', () => {
  it('fills the rows shown (searched or sorted) from the active cell, and adds the rest', () => {
    const people = [person('Ana', '120'), person('Beto', '140'), person('Ciro', '125')];
    const shown = rosterView(people, sizes, { search: '', sort: { by: 'size', descending: true } });
    expect(shown.map((p) => p.name)).toEqual(['Beto', 'Ciro', 'Ana']);
    const { people: after, rows } = pasteBlock({
      text: '131\tS\tnota\n132\n133\n134\r\n',
      people,
      shown,
      columns,
      at: { row: 0, col: 2 },
      fixed: false,
      newPerson: emptyPerson,
    });
    expect(rows).toBe(4);
    expect(after.map((p) => `${p.name} ${p.height} ${p.size} ${p.notes}`)).toEqual([
      'Ana 133  ',
      'Beto 131 S nota',
      'Ciro 132  ',
      ' 134  ',
    ]);
  });

  it('keeps heights and the roster length of an order in production', () => {
    const people = [person('Ana', '120')];
    const { people: after } = pasteBlock({
      text: 'Ana María\t150\nOtra\t160',
      people,
      shown: people,
      columns,
      at: { row: 0, col: 1 },
      fixed: true,
      newPerson: emptyPerson,
    });
    expect(after.map((p) => `${p.name} ${p.height}`)).toEqual(['Ana María 120']);
  });
});

describe('rosterView and countSizes', () => {
  it('puts people without a size last when sorting by size, and counts them apart', () => {
    const people = [person('Sin', '99'), person('Eme', '140'), person('Ese', '110')];
    expect(
      rosterView(people, sizes, { search: '', sort: { by: 'size', descending: false } }).map(
        (p) => p.name,
      ),
    ).toEqual(['Ese', 'Eme', 'Sin']);
    expect(
      rosterView(people, sizes, { search: 'E', sort: ENTRY_ORDER }).map((p) => p.name),
    ).toEqual(['Eme', 'Ese']);
    expect(countSizes(sizes[0]!, people)).toEqual([
      { size: 'S', count: 1 },
      { size: 'M', count: 1 },
      { size: 'Sin talla', count: 1 },
    ]);
  });
});
