import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@taller/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { MADE_BY_ANA, pagedAnswer, recordMaker } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { SuppliersPage } from './suppliers-page';

const PATH = '/director/dashboard/suppliers';

const makeSupplier = recordMaker<Supplier>(500, (id) => ({
  name: `Proveedor ${id}`,
  taxId: '1023456',
  contactName: 'Rosa Mamani',
  phone: '+59170012345',
  email: null,
  sells: 'Telas de algodón',
  paymentTerms: '30 días',
  status: 'ACTIVE',
  materialCount: 3,
  ...MADE_BY_ANA,
}));

const fakeSuppliers = (suppliers: Supplier[], list?: FakeAnswer) =>
  fakeApi({ 'GET /api/supplier?*': ({ query }) => list ?? pagedAnswer(suppliers, query) });

describe('SuppliersPage', () => {
  signedInForEachTest();

  it('lists suppliers with their NIT, contact, what they sell and terms, while loading first', async () => {
    fakeSuppliers([makeSupplier({ name: 'Textiles Andinos' })]);
    renderWithProviders(<SuppliersPage />, { path: PATH });
    expect(screen.getByText('Cargando proveedores...')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Textiles Andinos/ });
    for (const text of ['1023456', 'Rosa Mamani', 'Telas de algodón', '30 días', 'Activo']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('says so when there are none, and sends the status filter', async () => {
    const { calls } = fakeSuppliers([]);
    renderWithProviders(<SuppliersPage />, { path: PATH });
    expect(
      await screen.findByText(/No hay proveedores|No se encontraron proveedores/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/supplier?status=INACTIVE&page=1&pageSize=20&sort=name'),
    );
  });

  it('shows the failure when the list cannot load', async () => {
    fakeSuppliers([], { status: 500, message: 'Error interno del servidor' });
    renderWithProviders(<SuppliersPage />, { path: PATH });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
