import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { signedInForEachTest } from '../../../test/signed-in';
import { renderWithProviders } from '../../../test/render';
import { cataloguePage } from '../pages/siat-fixtures';
import { AnnulFacturaDialog } from './annul-factura-dialog';

const REASONS = [
  { code: '1', description: 'FACTURA MAL EMITIDA' },
  { code: '3', description: 'DATOS DE EMISION INCORRECTOS' },
];

describe('AnnulFacturaDialog', () => {
  signedInForEachTest(null);

  it('asks for a catalogue reason and a text, and sends both', async () => {
    const onClose = vi.fn();
    const { calls } = fakeApi({
      'GET /api/siat/catalogue/:name?*': () => cataloguePage(REASONS),
      'POST /api/bill/:id/annul': () => ({ message: 'Factura F-000009 anulada', data: {} }),
    });
    renderWithProviders(
      <AnnulFacturaDialog bill={{ id: 9, number: 'F-000009' }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Anular factura F-000009' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(
      within(dialog).getByText('Elija el motivo de anulación del catálogo'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('El motivo de la anulación es requerido')).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Motivo de anulación (catálogo del SIN)' }),
      'datos',
    );
    await userEvent.click(await screen.findByRole('option', { name: /DATOS DE EMISION/ }));
    await userEvent.type(within(dialog).getByLabelText('Motivo de la anulación'), 'NIT equivocado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await screen.findByText('Factura F-000009 anulada');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/bill/9/annul',
      body: { reason: 'NIT equivocado', reasonCode: 3 },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's refusal after the deadline", async () => {
    const onClose = vi.fn();
    fakeApi({
      'GET /api/siat/catalogue/:name?*': () => cataloguePage(REASONS),
      'POST /api/bill/:id/annul': () => ({
        status: 409,
        code: 'ANNUL_TOO_LATE',
        message: 'El plazo para anular esta factura venció el 10/12/2026: ya no se puede anular',
      }),
    });
    renderWithProviders(
      <AnnulFacturaDialog bill={{ id: 9, number: 'F-000009' }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: /FACTURA MAL EMITIDA/ }));
    await userEvent.type(within(dialog).getByLabelText('Motivo de la anulación'), 'Error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El plazo para anular esta factura venció el 10/12/2026',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
