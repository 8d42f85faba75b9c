import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { OrderLabelActions } from './order-label-actions';

describe('OrderLabelActions: labels and packing list of an order', () => {
  let tab: { location: { href: string }; close: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    localStorage.setItem('access_token', 'token-1');
    tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:etiquetas');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('opens the labels on the chosen sheet, and the packing list, in a new tab', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/order/:id/labels.pdf?*': () => ({ file: '%PDF-1.7' }),
      'GET /api/order/:id/packing-list.pdf': () => ({ file: '%PDF-1.7' }),
    });
    renderWithProviders(<OrderLabelActions orderId={7} peopleCount={30} />);
    const layout = screen.getByRole('combobox', { name: 'Formato de etiquetas' });
    expect(layout).toHaveValue('3x8');
    expect(screen.getByRole('option', { name: '3×8 de 70×37 mm (24 por hoja)' })).toBeVisible();
    await user.selectOptions(layout, '2x5');
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:etiquetas'));
    expect(api.calls.map((c) => c.path)).toEqual(['/api/order/7/labels.pdf?layout=2x5']);
    await user.click(screen.getByRole('button', { name: 'Lista de empaque' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]!.path).toBe('/api/order/7/packing-list.pdf');
  });

  it('says why a PDF could not be made, and leaves no blank tab behind', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/order/:id/labels.pdf?*': () => ({
        status: 409,
        code: 'NO_PEOPLE',
        message: 'El pedido no tiene personas',
      }),
    });
    renderWithProviders(<OrderLabelActions orderId={7} peopleCount={2} />);
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    expect(
      await screen.findByText('No se pudo generar el PDF: El pedido no tiene personas'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Etiquetas' })).toBeEnabled();
  });

  it('an order without people offers neither, and says why', () => {
    renderWithProviders(<OrderLabelActions orderId={7} peopleCount={0} />);
    for (const name of ['Etiquetas', 'Lista de empaque']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('El pedido no tiene personas');
    }
  });
});
