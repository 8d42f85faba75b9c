import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PackagesPage } from './packages-page';
import { renderInDataRouter } from '../../../test/render-data-router';
import { fakePackagesServer, makePackage } from './packages-page.fixtures';
import { signedInForEachTest } from '../../../test/signed-in';

const BASE = '/director/dashboard/packages';

describe('PackagesPage', () => {
  signedInForEachTest(null);

  it('lists packs with their products, price and saving; details show subtotals', async () => {
    fakePackagesServer([makePackage()]);
    renderInDataRouter(<PackagesPage />, { path: BASE });
    expect(screen.getByText('Cargando paquetes...')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Pack Graduación/ });
    expect(within(row).getByText('1 × Toga Negra, 2 × Birrete')).toBeInTheDocument();
    expect(within(row).getByText('Precio fijo')).toBeInTheDocument();
    expect(within(row).getByText(/Ahorro Bs\s51,00 sobre Bs\s751,00/)).toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Ver detalles de Pack Graduación' }),
    );
    const details = screen.getByRole('dialog', { name: 'Detalles del Paquete' });
    const items = within(details).getByRole('region', { name: 'Productos del paquete' });
    expect(within(items).getByText(/Bs\s301,00/)).toBeInTheDocument();
    expect(within(details).getByText('Información de auditoría')).toBeInTheDocument();
  });

  it('opens the editor pages for a new pack and for a row', async () => {
    fakePackagesServer([makePackage()]);
    const router = renderInDataRouter(<PackagesPage />, { path: BASE });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Pack Graduación' }));
    expect(router.state.location.pathname).toBe(`${BASE}/70/edit`);
  });

  it('says so when there are no packs', async () => {
    fakePackagesServer([]);
    renderInDataRouter(<PackagesPage />, { path: BASE });
    expect(await screen.findByText('No hay paquetes registrados.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo Paquete' }));
  });
});
