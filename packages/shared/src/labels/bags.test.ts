import { describe, expect, it } from 'vitest';
import { bagPieceText, bagTotals, bagsByCourse, bagsOfOrder } from './bags';
import { labelQrText, parseLabelQr } from './label.schema';

const SIZES = ['S', 'M', 'L'].map((name) => ({ name, minHeightCm: 0, maxHeightCm: 0 }));
const person = (id: number, name: string, course: string | null, extra: object = {}) => ({
  id,
  name,
  heightCm: 150,
  course,
  size: null,
  suggestedSize: null,
  sizeOverridden: false,
  notes: null,
  sizes: [],
  ...extra,
});
const polo = { id: 1, code: 'POLO', name: 'Polo azul', modelId: null, sizes: SIZES };
const order = {
  items: [
    {
      product: polo,
      package: null,
      people: [
        person(10, 'Zoe Paz', '5.º B', { size: 'L' }),
        person(11, 'ana Rojas', null, { size: 'S' }),
      ],
    },
    {
      product: null,
      package: {
        id: 3,
        code: 'PACK',
        name: 'Pack',
        products: [
          { id: 1, code: 'POLO', name: 'Polo azul', quantity: 1, sizes: SIZES },
          { id: 2, code: 'MED', name: 'Medias', quantity: 2, sizes: SIZES },
          { id: 4, code: 'GOR', name: 'Gorra', quantity: 1, sizes: [] },
        ],
      },
      people: [
        person(20, 'Ángel Soto', '5.º B', {
          sizes: [
            { productId: 1, size: 'M', suggestedSize: 'M', overridden: false },
            { productId: 2, size: 'S', suggestedSize: 'S', overridden: false },
          ],
        }),
      ],
    },
    { product: polo, package: null, people: [] },
  ],
} as unknown as Parameters<typeof bagsOfOrder>[0];

describe('bags: one per person, by course then name', () => {
  it('holds each product in the person’s size, a pack’s products each, unsized ones counted', () => {
    const bags = bagsOfOrder(order);
    expect(bags.map((b) => [b.personId, b.course, b.pieces.map(bagPieceText)])).toEqual([
      [20, '5.º B', ['Polo azul: M', 'Medias: S ×2', 'Gorra ×1']],
      [10, '5.º B', ['Polo azul: L']],
      [11, null, ['Polo azul: S']],
    ]);
    expect(bagsByCourse(bags).map(([course, list]) => [course, list.length])).toEqual([
      ['5.º B', 2],
      ['Sin curso', 1],
    ]);
  });

  it('totals pieces per product and size, sizes in their table’s order', () => {
    expect(bagTotals(bagsOfOrder(order)).map(bagPieceText)).toEqual([
      'Gorra ×1',
      'Medias: S ×2',
      'Polo azul: S',
      'Polo azul: M',
      'Polo azul: L',
    ]);
  });

  it('a QR text names the order and the person, and nothing else parses', () => {
    expect(labelQrText(7, 42)).toBe('taller:order:7:person:42');
    expect(parseLabelQr('taller:order:7:person:42')).toEqual({ orderId: 7, personId: 42 });
    for (const bad of ['taller:order:7', 'taller:order:0:person:1', 'x taller:order:1:person:1']) {
      expect(parseLabelQr(bad)).toBeNull();
    }
  });
});
