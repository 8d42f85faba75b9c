import type { SizeChart } from '@taller/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { MADE_BY_ANA, pagedAnswer } from '../../../test/fake-trashable';
import { openDialog, typeInto } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { SizeChartsPage } from './size-charts-page';

const PATH = '/director/dashboard/size-charts';
const LINE = { id: 5, name: 'Colegios' };

const makeChart = (extra: Partial<SizeChart> = {}): SizeChart => ({
  id: 1,
  name: 'Escolar',
  lineId: LINE.id,
  line: LINE,
  isDefault: true,
  sizes: [
    { id: 11, name: 'S', minHeightCm: 100, maxHeightCm: 130 },
    { id: 12, name: 'M', minHeightCm: 130, maxHeightCm: 150 },
  ],
  productCount: 3,
  ...MADE_BY_ANA,
  ...extra,
});

const LINES = {
  'GET /api/line/all/active': () => ({ data: [{ ...LINE, status: 'ACTIVE' }] }),
};

describe('Tablas de tallas', () => {
  signedInForEachTest();

  it('lists the charts with their line, sizes with shared bounds and how many products use them', async () => {
    fakeApi({
      ...LINES,
      'GET /api/size-chart?*': ({ query }) => pagedAnswer([makeChart()], query),
    });
    renderWithProviders(<SizeChartsPage />, { path: PATH });
    const row = await screen.findByRole('row', { name: /Escolar/ });
    expect(within(row).getByText('Por defecto')).toBeInTheDocument();
    expect(within(row).getByText('S 100–130 · M 130–150')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('shows an empty list', async () => {
    fakeApi({ ...LINES, 'GET /api/size-chart?*': ({ query }) => pagedAnswer([], query) });
    renderWithProviders(<SizeChartsPage />, { path: PATH });
    expect(
      await screen.findByText('No hay tablas de tallas. Agregue la primera.'),
    ).toBeInTheDocument();
  });

  it('creates a chart whose sizes share a bound, typed with a decimal comma', async () => {
    const { calls } = fakeApi({
      ...LINES,
      'GET /api/size-chart?*': ({ query }) => pagedAnswer([], query),
      'POST /api/size-chart/create': ({ body }) => ({
        message: 'Tabla de tallas creada exitosamente',
        data: makeChart({ ...(body as object), productCount: 0 }),
      }),
    });
    renderWithProviders(<SizeChartsPage />, { path: PATH });
    const form = await openDialog('Agregar Tabla de tallas', 'Nueva tabla de tallas');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar talla' }));
    await typeInto(form, {
      Nombre: 'Primaria',
      'Nombre de la talla 1': 'S',
      'Estatura mínima de la talla 1 (cm)': '100',
      'Estatura máxima de la talla 1 (cm)': '129,5',
      'Nombre de la talla 2': 'M',
      'Estatura mínima de la talla 2 (cm)': '129,5',
      'Estatura máxima de la talla 2 (cm)': '150',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Tabla' }));
    expect(await screen.findByText('Tabla de tallas creada exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Primaria',
      lineId: null,
      isDefault: false,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 129.5 },
        { name: 'M', minHeightCm: 129.5, maxHeightCm: 150 },
      ],
    });
  });

  it('asks, on an edit, whether the new sizes reach the products using the chart', async () => {
    const chart = makeChart();
    const { calls } = fakeApi({
      ...LINES,
      'GET /api/size-chart?*': ({ query }) => pagedAnswer([chart], query),
      'GET /api/size-chart/1': () => ({ data: chart }),
      'PUT /api/size-chart/update': () => ({
        message: 'Tabla de tallas actualizada; 3 productos conservan sus tallas anteriores',
        data: { ...chart, productCount: 0 },
      }),
    });
    renderWithProviders(<SizeChartsPage />, { path: PATH });
    const row = await screen.findByRole('row', { name: /Escolar/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Editar/ }));
    const form = await screen.findByRole('dialog', { name: 'Editar tabla de tallas' });
    expect(
      within(form).getByText(/¿Aplicar las tallas nuevas a los 3 productos que usan esta tabla\?/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      within(form).getByLabelText('Si cambia las tallas'),
      'No: conservan sus tallas y dejan de usar esta tabla',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        id: 1,
        applyToProducts: false,
      }),
    );
    expect(
      await screen.findByText(
        'Tabla de tallas actualizada; 3 productos conservan sus tallas anteriores',
      ),
    ).toBeInTheDocument();
  });
});
