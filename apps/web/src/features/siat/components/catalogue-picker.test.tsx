import type { SiatCatalogueEntry } from '@taller/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CataloguePicker } from './catalogue-picker';

const entry = (code: string, description: string): SiatCatalogueEntry => ({
  code,
  description,
  activityCode: null,
});
const ACTIVITIES = Array.from({ length: 25 }, (_, i) =>
  entry(String(141000 + i), i === 0 ? 'Confección de prendas de vestir' : `Actividad ${i}`),
);

/** The catalogue the fake server searches: by code or description, 20 a page. */
const catalogue = ({ query }: FakeRequest, entries = ACTIVITIES, syncedAt: string | null = 'x') => {
  const q = (query.q ?? '').toLowerCase();
  const found = entries.filter((e) => `${e.code} ${e.description}`.toLowerCase().includes(q));
  const page = Number(query.page);
  const size = Number(query.pageSize);
  return {
    data: {
      items: found.slice((page - 1) * size, page * size),
      total: found.length,
      page,
      pageSize: size,
      syncedAt,
    },
  };
};

function Harness({ activityCode }: { activityCode?: string }) {
  const [value, setValue] = useState<SiatCatalogueEntry | null>(null);
  return (
    <CataloguePicker
      name="activities"
      label="Actividad económica"
      value={value?.code ?? null}
      valueText={value?.description}
      activityCode={activityCode}
      onChange={setValue}
    />
  );
}

describe('CataloguePicker', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('asks the server with what was typed and picks an entry with the keyboard', async () => {
    const { calls } = fakeApi({ 'GET /api/siat/catalogue/:name?*': catalogue });
    renderWithProviders(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Actividad económica' });
    await userEvent.type(box, 'confec');
    await screen.findByRole('option', { name: /Confección de prendas/ });
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/siat/catalogue/activities?page=1&pageSize=20&q=confec'),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Actividad económica')).toHaveTextContent(
      '141000 — Confección de prendas de vestir',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar actividad económica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Actividad económica')).toHaveTextContent('141000 —');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar actividad económica' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Actividad económica' }), '141003');
    await userEvent.click(await screen.findByRole('option', { name: /Actividad 3/ }));
    expect(screen.getByLabelText('Actividad económica')).toHaveTextContent('141003 — Actividad 3');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar actividad económica' }));
    expect(screen.getByRole('combobox', { name: 'Actividad económica' })).toHaveValue('');
  });

  it('pages: the list shows 20 and asks the next page on demand', async () => {
    const { calls } = fakeApi({ 'GET /api/siat/catalogue/:name?*': catalogue });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Actividad económica' }));
    await screen.findByRole('option', { name: /Actividad 19/ });
    expect(screen.getAllByRole('option')).toHaveLength(21);
    await userEvent.click(screen.getByRole('option', { name: 'Mostrar más resultados (5 más)' }));
    await screen.findByRole('option', { name: /Actividad 24/ });
    expect(screen.getAllByRole('option')).toHaveLength(25);
    expect(calls.at(-1)?.query.page).toBe('2');
  });

  it('narrows products to an activity and says when nothing matches', async () => {
    const { calls } = fakeApi({ 'GET /api/siat/catalogue/:name?*': catalogue });
    renderWithProviders(<Harness activityCode="141000" />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    await screen.findByText('Sin resultados');
    expect(calls.at(-1)?.query).toMatchObject({ activityCode: '141000', q: 'zzz' });
  });

  it('says when the catalogue was never synced, and shows the server refusal', async () => {
    fakeApi({ 'GET /api/siat/catalogue/:name?*': (r) => catalogue(r, [], null) });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByText(/El catálogo aún no se sincronizó/);
  });

  it('shows why a search failed', async () => {
    fakeApi({
      'GET /api/siat/catalogue/:name?*': () => ({
        status: 400,
        message: 'El catálogo pedido no existe',
      }),
    });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByText('El catálogo pedido no existe');
  });
});
