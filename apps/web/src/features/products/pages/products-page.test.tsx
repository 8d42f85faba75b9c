import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerConfirmation, openDialog, typeInto } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { MODEL, fakeProductsServer, makeProduct } from './products-page.fixtures';
import { ProductsPage } from './products-page';
import { signedInForEachTest } from '../../../test/signed-in';

const PATH = '/director/dashboard/products';

describe('ProductsPage', () => {
  signedInForEachTest();

  it('lists products with kind label, price in Bs, model and the colour swatch', async () => {
    fakeProductsServer([
      makeProduct({
        code: 'TOG-001',
        name: 'Toga Negra',
        priceCents: 123450,
        model: { id: 8, name: 'Toga Clásica', lineId: 5, line: { id: 5, name: 'Togas' } },
        modelId: 8,
        modelColorId: 41,
        modelColor: MODEL.colors[0]!,
        sizes: [{ id: 1, name: 'S', minHeightCm: 100, maxHeightCm: 150 }],
      }),
      makeProduct({ code: 'BOR-1', name: 'Bordado', kind: 'SERVICE', status: 'INACTIVE' }),
    ]);
    renderWithProviders(<ProductsPage />, { path: PATH });
    expect(screen.getByText('Cargando productos...')).toBeInTheDocument();
    const toga = await screen.findByRole('row', { name: /Toga Negra/ });
    expect(within(toga).getByText('Prenda')).toBeInTheDocument();
    expect(within(toga).getByText(/Bs\s1\.234,50 \/ unidad/)).toBeInTheDocument();
    expect(
      within(toga).getByRole('img', { name: 'Marco: Dorado · Interior: Negro' }),
    ).toBeInTheDocument();
    expect(within(toga).getByText('Togas')).toBeInTheDocument();
    const service = screen.getByRole('row', { name: /Bordado/ });
    expect(within(service).getByText('Servicio')).toBeInTheDocument();
    expect(within(service).getByText('Inactivo')).toBeInTheDocument();
  });

  it('sends the line, kind and status filters', async () => {
    const { calls } = fakeProductsServer([makeProduct({ name: 'Toga Negra' })]);
    renderWithProviders(<ProductsPage />, { path: PATH });
    await screen.findByRole('row', { name: /Toga Negra/ });
    const line = screen.getByRole('combobox', { name: 'Línea' });
    await waitFor(() => expect(within(line).getByText('Togas')).toBeInTheDocument());
    await userEvent.selectOptions(line, 'Togas');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Accesorio');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Activo');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/product?lineId=5&kind=ACCESSORY&status=ACTIVE&page=1&pageSize=20&sort=name',
      ),
    );
  });

  it('creates a product with a price in cents and refuses overlapping sizes naming both', async () => {
    const { calls } = fakeProductsServer([]);
    renderWithProviders(<ProductsPage />, { path: PATH });
    expect(await screen.findByText('No hay productos registrados.')).toBeInTheDocument();
    const form = await openDialog('Agregar Producto', 'Registrar Nuevo Producto');
    // Issue 34: a name keeps what was typed; a character it may not hold is named at once.
    await typeInto(form, { Código: 'tog-9', Nombre: 'Toga #Azul!' });
    const name = within(form).getByLabelText('Nombre');
    expect(name).toHaveValue('Toga #Azul!');
    expect(name).toHaveAccessibleDescription(
      "No se permite «!» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
    );
    await userEvent.type(name, '{Backspace}: talla única');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(within(form).getByLabelText('Precio (Bs)'), '120,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar talla' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar talla' }));
    await typeInto(form, {
      'Nombre de la talla 1': 'S',
      'Estatura mínima de la talla 1 (cm)': '100',
      'Estatura máxima de la talla 1 (cm)': '150',
      'Nombre de la talla 2': 'M',
      'Estatura mínima de la talla 2 (cm)': '140',
      'Estatura máxima de la talla 2 (cm)': '170',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Producto' }));
    expect(
      await within(form).findByText(
        'Las tallas S y M se superponen: una estatura solo puede corresponder a una talla',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const min = within(form).getByLabelText('Estatura mínima de la talla 2 (cm)');
    await userEvent.clear(min);
    // S 100–150 and M 150–170 share 150 (it is M).
    await userEvent.type(min, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Producto' }));
    expect(await screen.findByText('Producto creado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: 'TOG-9',
      name: 'Toga #Azul: talla única',
      kind: 'GARMENT',
      priceCents: 12050,
      modelId: null,
      modelColorId: null,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
        { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
      ],
    });
  });

  it("takes a size chart's sizes instead of a table of its own", async () => {
    const { calls } = fakeProductsServer([]);
    renderWithProviders(<ProductsPage />, { path: PATH });
    const form = await openDialog('Agregar Producto', 'Registrar Nuevo Producto');
    await typeInto(form, { Código: 'polo-1', Nombre: 'Polo escolar', 'Precio (Bs)': '80' });
    const chart = within(form).getByLabelText('Tabla de tallas');
    await waitFor(() => expect(within(chart).getByText('Escolar')).toBeInTheDocument());
    await userEvent.selectOptions(chart, 'Escolar');
    expect(within(form).getByText(/Tallas de la tabla: S 100–130 · M 130–150/)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Agregar talla' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Producto' }));
    expect(await screen.findByText('Producto creado exitosamente')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'POLO-1', sizeChartId: 77 });
    expect(body).not.toHaveProperty('sizes');
  });

  it('generates products from a model with editable codes, and lists the skipped ones', async () => {
    const { calls } = fakeProductsServer([]);
    renderWithProviders(<ProductsPage />, { path: PATH });
    await screen.findByText('No hay productos registrados.');
    const dialog = await openDialog('Generar desde modelo', 'Generar desde modelo');
    const line = within(dialog).getByLabelText('Línea');
    await waitFor(() => expect(within(line).getByText('Togas')).toBeInTheDocument());
    await userEvent.selectOptions(line, 'Togas');
    const model = within(dialog).getByLabelText('Modelo');
    await waitFor(() => expect(within(model).getByText('Toga Clásica')).toBeInTheDocument());
    await userEvent.selectOptions(model, 'Toga Clásica');
    const code = within(dialog).getByLabelText('Código para Marco: Plata · Interior: Azul');
    expect(code).toHaveValue('TOGA-CLASICA-02');
    await userEvent.clear(code);
    await userEvent.type(code, 'TOGA-AZUL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar productos' }));
    expect(
      await within(dialog).findByText('Códigos omitidos porque ya existen: TOGA-CLASICA-01'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/product/generate')?.body).toMatchObject({
      modelId: MODEL.id,
      priceCents: 0,
      items: [
        { modelColorId: 41, code: 'TOGA-CLASICA-01' },
        { modelColorId: 42, code: 'TOGA-AZUL' },
      ],
    });
  });

  it('shows why a delete was refused, naming the packs', async () => {
    const message = 'No se puede eliminar el producto porque lo usan: paquete PCK-1 (Pack Escolar)';
    fakeProductsServer([makeProduct({ name: 'Toga Negra' })], {
      delete: { status: 409, message },
    });
    renderWithProviders(<ProductsPage />, { path: PATH });
    await answerConfirmation('Eliminar Toga Negra', 'Eliminar Producto', { answer: 'Eliminar' });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
