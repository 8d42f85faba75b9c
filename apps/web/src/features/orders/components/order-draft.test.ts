import { describe, expect, it } from 'vitest';
import type { Order } from '@taller/shared';
import { makeOrder } from '../pages/orders-page.fixtures';
import {
  EMPTY_DRAFT,
  draftFromOrder,
  draftTotal,
  itemSubtotal,
  packPersonSize,
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
    expect(personErrors(person(170), item())).toEqual([]);
    expect(personErrors(person(171), item())).toEqual([
      'Ninguna talla corresponde a 171 cm: elija la talla a mano',
    ]);
    expect(personErrors(person(171, 'M'), item())).toEqual([]);
  });

  it("marks a pack person's height no size of a sized product holds, by product, until chosen", () => {
    const pack = item({
      productId: null,
      packageId: 5,
      sizes: [],
      packProducts: [
        { productId: 11, code: 'POLO', name: 'Polo', sizes: SIZES },
        { productId: 12, code: 'FALDA', name: 'Falda', sizes: [SIZES[0]!] },
      ],
    });
    const person = (sizes: { productId: number; size: string }[] = []) => ({
      key: 'p',
      name: 'Ana',
      height: '160',
      heightCm: 160,
      size: '',
      notes: '',
      sizes,
    });
    expect(personErrors(person(), pack)).toEqual([
      'FALDA: Ninguna talla corresponde a 160 cm: elija la talla a mano',
    ]);
    expect(personErrors(person([{ productId: 12, size: 'S' }]), pack)).toEqual([]);
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

  it("keeps a pack person's overridden sizes and course from the answer to the body", () => {
    const POLO = { id: 31, code: 'POLO-01', name: 'Polo', quantity: 1, sizes: SIZES };
    const CAP = { id: 32, code: 'GOR-01', name: 'Gorra', quantity: 1, sizes: [] };
    const order: Order = makeOrder({
      items: [
        {
          id: 70,
          productId: null,
          packageId: 21,
          product: null,
          package: { id: 21, code: 'PCK-01', name: 'Pack escolar', products: [POLO, CAP] },
          quantity: 1,
          unitPriceCents: 9000,
          discountCents: 0,
          subtotalCents: 9000,
          people: [
            {
              id: 4,
              name: 'Ana',
              heightCm: 120,
              course: '3° B',
              size: null,
              suggestedSize: null,
              sizeOverridden: false,
              notes: null,
              sizes: [{ productId: 31, size: 'M', suggestedSize: 'S', overridden: true }],
            },
          ],
        },
      ],
    });
    const draft = draftFromOrder(order);
    const [person] = draft.items[0]!.people;
    expect(person).toMatchObject({ course: '3° B', sizes: [{ productId: 31, size: 'M' }] });
    expect(packPersonSize(draft.items[0]!.packProducts![0]!, person!)).toBe('M');
    const body = toOrderInput(draft);
    expect('input' in body && body.input.items[0]!.people![0]).toMatchObject({
      id: 4,
      course: '3° B',
      sizes: [{ productId: 31, size: 'M' }],
    });
  });
});
