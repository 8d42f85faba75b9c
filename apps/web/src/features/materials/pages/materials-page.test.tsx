import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { openDialog, typeInto } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { ORDER, fakeMaterialsServer, makeMaterial } from './materials-page.fixtures';
import { MaterialsPage } from './materials-page';

const PATH = '/director/dashboard/materials';

/** Opens 'Registrar movimiento' from the row of the material named `name`. */
const openMovement = (name: string) =>
  openDialog(`Registrar movimiento de ${name}`, 'Registrar movimiento');

describe('MaterialsPage', () => {
  signedInForEachTest('PRODUCER');

  it('lists materials with their stock and unit, low stock as a badge, and filters on it', async () => {
    const { calls } = fakeMaterialsServer([
      makeMaterial({ name: 'Tela de raso', stock: 12.5 }),
      makeMaterial({ name: 'Hilo dorado', unit: 'cono', stock: 1, minStock: 4, isLowStock: true }),
    ]);
    renderWithProviders(<MaterialsPage />, { path: PATH });
    expect(screen.getByText('Cargando materiales...')).toBeInTheDocument();
    const cloth = await screen.findByRole('row', { name: /Tela de raso/ });
    expect(within(cloth).getByText('12,5 metro')).toBeInTheDocument();
    expect(within(cloth).queryByText('Stock bajo')).not.toBeInTheDocument();
    const thread = screen.getByRole('row', { name: /Hilo dorado/ });
    expect(within(thread).getByText('1 cono')).toBeInTheDocument();
    expect(within(thread).getByText('Stock bajo')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Stock bajo');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/material?lowStock=true&page=1&pageSize=20&sort=code'),
    );
  });

  it('records an entry (a purchase) from a material’s row', async () => {
    const cloth = makeMaterial({ name: 'Tela de raso' });
    const { calls } = fakeMaterialsServer([cloth]);
    renderWithProviders(<MaterialsPage />, { path: PATH });
    const dialog = await openMovement('Tela de raso');
    await typeInto(dialog, {
      Cantidad: '12,5',
      'Costo unitario (Bs)': '45,50',
      Documento: 'Factura 77',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Movimiento registrado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'IN',
      materialId: cloth.id,
      quantity: 12.5,
      unitCostCents: 4550,
      supplier: 'Textiles Andinos',
      document: 'Factura 77',
    });
  });

  it('asks the reason of an adjustment before sending it', async () => {
    const { calls } = fakeMaterialsServer([makeMaterial({ name: 'Tela de raso' })]);
    renderWithProviders(<MaterialsPage />, { path: PATH });
    const dialog = await openMovement('Tela de raso');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Ajuste');
    await userEvent.type(within(dialog).getByLabelText('Diferencia'), '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El motivo es requerido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an order’s shortfall in red and registers its consumption', async () => {
    const { calls } = fakeMaterialsServer([makeMaterial({ name: 'Tela de raso' })]);
    renderWithProviders(<MaterialsPage />, { path: `${PATH}?pedido=${ORDER.id}`, route: PATH });
    const row = await screen.findByRole('row', { name: /Tela de raso/ });
    // Required and still pending.
    expect(within(row).getAllByText('20,5 metro')).toHaveLength(2);
    expect(within(row).getByText('Faltan 5,5 metro')).toHaveClass('text-red-700');
    expect(screen.getByText('Productos sin materiales por unidad: CINTA-01')).toBeInTheDocument();
    const dialog = await openDialog('Registrar consumo', 'Registrar consumo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar consumo' }));
    expect(
      await screen.findByText('Consumo registrado: 1 movimiento de salida'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/order/${ORDER.id}/consume`);
  });

  it('says why the list did not load, with Reintentar', async () => {
    fakeMaterialsServer([]);
    vi.mocked(globalThis.fetch).mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ status: 500, message: 'Error interno', data: null }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderWithProviders(<MaterialsPage />, { path: PATH });
    expect(
      await screen.findByText('Error al cargar los materiales: Error interno'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay materiales registrados.')).toBeInTheDocument();
  });
});

describe("MaterialsPage: 'Entrada de materiales'", () => {
  signedInForEachTest('PRODUCER');

  it('records a delivery note with two lines in one call, after naming what is missing', async () => {
    const cloth = makeMaterial({ name: 'Tela de raso' });
    const thread = makeMaterial({ id: cloth.id + 1, code: 'HILO-1', name: 'Hilo dorado' });
    const { calls } = fakeMaterialsServer([cloth, thread]);
    renderWithProviders(<MaterialsPage />, { path: PATH });
    await screen.findByRole('row', { name: /Tela de raso/ });
    await userEvent.click(screen.getByRole('button', { name: 'Entrada de materiales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrada de materiales' });
    await typeInto(dialog, {
      'Proveedor (opcional)': 'Textiles Andinos',
      'Documento (opcional)': 'Remito 0042',
    });
    await userEvent.clear(within(dialog).getByLabelText('Fecha del documento'));
    await userEvent.type(within(dialog).getByLabelText('Fecha del documento'), '2026-11-20');

    // Saved with an empty line: each box says what it needs, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar entrada' }));
    expect(await within(dialog).findByText('Elija el material de la línea')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese un costo unitario válido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const lines = () => within(dialog).getAllByRole('listitem');
    const fill = async (line: HTMLElement, name: string, quantity: string, cost: string) => {
      const select = within(line).getByRole('combobox');
      await within(select).findByRole('option', { name: new RegExp(name) });
      await userEvent.selectOptions(
        select,
        within(select).getByRole('option', { name: new RegExp(name) }),
      );
      await userEvent.type(within(line).getByLabelText('Cantidad'), quantity);
      await userEvent.type(within(line).getByLabelText('Costo unitario (Bs)'), cost);
    };
    await fill(lines()[0]!, 'Tela de raso', '120,5', '23,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
    await fill(lines()[1]!, 'Hilo dorado', '40', '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar entrada' }));

    expect(
      await screen.findByText('Entrada de materiales registrada: 2 líneas'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [
        '/api/material/receipt',
        {
          supplier: 'Textiles Andinos',
          document: 'Remito 0042',
          date: '2026-11-20',
          lines: [
            { materialId: cloth.id, quantity: 120.5, unitCostCents: 2350 },
            { materialId: thread.id, quantity: 40, unitCostCents: 800 },
          ],
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
