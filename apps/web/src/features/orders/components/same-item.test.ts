import { describe, expect, it } from 'vitest';
import { emptyPerson, type ItemDraft } from './order-draft';
import { addOneTo, isSameItem } from './same-item';

const line = (change: Partial<ItemDraft> = {}): ItemDraft => ({
  key: 'k',
  productId: 11,
  packageId: null,
  label: 'TOGA-01 · Toga',
  sizes: [],
  quantity: '3',
  price: '150,00',
  discount: '',
  people: [],
  ...change,
});

describe('one more of a line', () => {
  it('adds 1 to the quantity, or makes it 1 when the box holds no whole number', () => {
    expect(addOneTo(line()).quantity).toBe('4');
    expect(addOneTo(line({ quantity: '' })).quantity).toBe('1');
  });

  it('adds a person to a line with people, whose quantity is their number', () => {
    const people = [{ ...emptyPerson(), name: 'Ana', height: '140', heightCm: 140 }];
    const next = addOneTo(line({ people }));
    expect(next.people).toHaveLength(2);
    expect(next.people[1]).toMatchObject({ name: '', height: '' });
    expect(next.quantity).toBe('3');
  });

  it('knows the same product and the same pack, and nothing else', () => {
    const item = { productId: 11, packageId: null, label: '', sizes: [], price: '' };
    expect(isSameItem(line(), item)).toBe(true);
    expect(isSameItem(line(), { ...item, productId: 12 })).toBe(false);
    const pack = line({ productId: null, packageId: 5 });
    expect(isSameItem(pack, { ...item, productId: null, packageId: 5 })).toBe(true);
    expect(isSameItem(pack, { ...item, productId: null, packageId: 6 })).toBe(false);
  });
});
