import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  draftTotal,
  itemSubtotal,
  personErrors,
  toOrderInput,
  type ItemDraft,
} from './order-draft';

const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
];
const item = (extra: Partial<ItemDraft> = {}): ItemDraft => ({
  key: 'a',
  productId: 11,
  packageId: null,
  label: 'TOGA · Toga',
  sizes: SIZES,
  quantity: '3',
  price: '120,50',
  discount: '',
  people: [],
  ...extra,
});

describe('order draft', () => {
  it('marks a height no size holds until a size is chosen by hand', () => {
    const person = (height: number, size = '') => ({
      key: 'p',
      name: 'Ana',
      height: String(height),
      heightCm: height,
      size,
      notes: '',
    });
    // M is last: 170 is M; 171 is above the table.
    expect(personErrors(person(170), SIZES)).toEqual([]);
    expect(personErrors(person(171), SIZES)).toEqual([
      'Ninguna talla corresponde a 171 cm: elija la talla a mano',
    ]);
    expect(personErrors(person(171, 'M'), SIZES)).toEqual([]);
  });

  it('totals typed prices in cents, people counting as the quantity', () => {
    expect(itemSubtotal(item())).toEqual({ quantity: 3, cents: 36150 });
    expect(itemSubtotal(item({ discount: '10,50' }))).toEqual({ quantity: 3, cents: 35100 });
    const roster = item({
      people: [
        { key: 'p1', name: 'Ana', height: '150,5', heightCm: 150.5, size: '', notes: '' },
        { key: 'p2', name: 'Luis', height: '120', heightCm: 120, size: '', notes: '' },
      ],
    });
    expect(itemSubtotal(roster)).toEqual({ quantity: 2, cents: 24100 });
    expect(itemSubtotal(item({ price: 'abc' })).cents).toBeNull();
    expect(draftTotal({ ...EMPTY_DRAFT, items: [item(), roster] })).toBe(60250);
  });

  it('builds the API body, or lists each problem in Spanish with where it is', () => {
    const draft = {
      ...EMPTY_DRAFT,
      client: { id: 7, name: 'Luis' },
      promisedDate: '2030-03-15',
      items: [
        item({
          people: [
            { key: 'p1', name: 'Ana', height: '150,5', heightCm: 150.5, size: '', notes: '' },
          ],
        }),
      ],
    };
    expect(toOrderInput(draft)).toEqual({
      input: {
        clientId: 7,
        institutionId: null,
        promisedDate: '2030-03-15',
        notes: '',
        items: [
          {
            productId: 11,
            unitPriceCents: 12050,
            discountCents: 0,
            people: [{ name: 'Ana', heightCm: 150.5, size: null, notes: '' }],
          },
        ],
      },
    });
    const bad = toOrderInput({
      ...draft,
      client: null,
      items: [
        item({
          people: [{ key: 'p1', name: '', height: '1,2', heightCm: 1.2, size: '', notes: '' }],
        }),
      ],
    });
    expect(bad).toEqual({
      errors: [
        'Artículo 1, persona 1 (nombre): El nombre es requerido',
        'Artículo 1, persona 1 (estatura): La estatura debe estar entre 100cm y 250cm',
        'El cliente es requerido',
      ],
    });
  });

  it('sends stored ids on an edit only: a new order names no item or person id', () => {
    const stored = item({
      id: 5,
      people: [
        { key: 'p1', id: 9, name: 'Ana', height: '150', heightCm: 150, size: '', notes: '' },
      ],
    });
    const draft = {
      ...EMPTY_DRAFT,
      client: { id: 7, name: 'Luis' },
      promisedDate: '2030-03-15',
      items: [stored],
    };
    const created = toOrderInput(draft);
    expect('input' in created && created.input.items[0]).toEqual({
      productId: 11,
      unitPriceCents: 12050,
      discountCents: 0,
      people: [{ name: 'Ana', heightCm: 150, size: null, notes: '' }],
    });
    const edited = toOrderInput({ ...draft, id: 3, version: 2 });
    expect('input' in edited && edited.input).toMatchObject({
      id: 3,
      version: 2,
      items: [{ id: 5, people: [{ id: 9, name: 'Ana' }] }],
    });
  });
});
