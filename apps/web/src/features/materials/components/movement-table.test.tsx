import { render, screen } from '@testing-library/react';
import type { Movement } from '@taller/shared';
import { describe, expect, it } from 'vitest';
import { MovementTable } from './movement-table';

const EXIT: Movement = {
  id: 7,
  type: 'OUT',
  material: { id: 1, code: 'TELA-01', name: 'Tela Oxford', unit: 'metro', color: null },
  quantity: -25.5,
  balanceAfter: 199.5,
  unitCostCents: null,
  valueCents: -29235,
  valueAfterCents: 228717,
  averageCostCents: 1146.4533,
  supplier: null,
  document: null,
  documentDate: null,
  reason: null,
  order: { id: 3, number: 'PED-2026-00003' },
  reversesId: null,
  reversedById: null,
  allowedNegative: false,
  createdBy: 'Ana',
  createdAt: '2026-11-20T14:00:00.000Z',
};

describe('MovementTable', () => {
  it("shows each movement's value beside its quantity, and the stock's value after it", () => {
    render(<MovementTable movements={[EXIT]} />);
    const row = screen.getByRole('row', { name: /PED-2026-00003/ });
    expect(row).toHaveTextContent('−25,5 metro');
    expect(row).toHaveTextContent('-Bs 292,35');
    expect(row).toHaveTextContent('Saldo Bs 2.287,17');
  });
});
