import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ACTIVITY, cataloguePage, makeSiatStatus } from '../pages/siat-fixtures';
import { ProductSiatFields, type ProductSiatValues } from './product-siat-fields';

const CATALOGUES: Record<string, { code: string; description: string; activityCode?: string }[]> = {
  activities: [{ code: ACTIVITY.code, description: ACTIVITY.description }],
  products: [
    { code: '62111', description: 'Prendas de vestir escolares', activityCode: '141000' },
    { code: '99100', description: 'Servicio de transporte', activityCode: '492000' },
  ],
  units: [
    { code: '58', description: 'UNIDAD (SERVICIOS)' },
    { code: '62', description: 'PIEZAS' },
  ],
};
const search = ({ params, query }: FakeRequest) =>
  cataloguePage(
    CATALOGUES[params.name!]!.filter(
      (e) =>
        (!query.q || `${e.code} ${e.description}`.toLowerCase().includes(query.q.toLowerCase())) &&
        (!query.activityCode || e.activityCode === query.activityCode),
    ),
  );

function Harness({ initial }: { initial?: Partial<ProductSiatValues> }) {
  const [values, setValues] = useState<ProductSiatValues>({
    siatActivityCode: null,
    siatProductCode: null,
    siatUnitCode: null,
    ...initial,
  });
  return (
    <>
      <ProductSiatFields
        values={values}
        onChange={(name, code) => setValues((v) => ({ ...v, [name]: code }))}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

describe('ProductSiatFields', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('in SIAT mode picks the activity, a product of that activity and the unit', async () => {
    const { calls } = fakeApi({
      'GET /api/siat/status': () => ({ data: makeSiatStatus() }),
      'GET /api/siat/catalogue/:name?*': search,
    });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('group', { name: 'Datos SIAT' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Código de producto SIN' })).toBeDisabled();
    expect(screen.getByText('Elija primero la actividad económica')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Actividad económica SIN' }), 'conf');
    await userEvent.click(await screen.findByRole('option', { name: /Confección/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Código de producto SIN' }));
    await screen.findByRole('option', { name: /Prendas de vestir escolares/ });
    expect(screen.queryByRole('option', { name: /transporte/ })).not.toBeInTheDocument();
    expect(calls.at(-1)?.query.activityCode).toBe('141000');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Unidad de medida' }), 'piez');
    await userEvent.click(await screen.findByRole('option', { name: /PIEZAS/ }));
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toEqual({
      siatActivityCode: '141000',
      siatProductCode: '62111',
      siatUnitCode: '62',
    });
  });

  it('shows saved codes with their descriptions, and clears the product when the activity goes', async () => {
    fakeApi({
      'GET /api/siat/status': () => ({ data: makeSiatStatus() }),
      'GET /api/siat/catalogue/:name?*': search,
    });
    renderWithProviders(
      <Harness
        initial={{ siatActivityCode: '141000', siatProductCode: '62111', siatUnitCode: '62' }}
      />,
    );
    expect(await screen.findByText('62111 — Prendas de vestir escolares')).toBeInTheDocument();
    expect(await screen.findByText('62 — PIEZAS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar actividad económica sin' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('values').textContent!)).toMatchObject({
        siatActivityCode: null,
        siatProductCode: null,
      }),
    );
  });

  it('is not shown without SIAT billing', async () => {
    const { calls } = fakeApi({
      'GET /api/siat/status': () => ({ data: makeSiatStatus({ mode: 'NONE' }) }),
    });
    renderWithProviders(<Harness />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText(/SIAT|SIN/)).not.toBeInTheDocument();
  });
});
