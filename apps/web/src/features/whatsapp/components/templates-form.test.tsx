import { EVENT_KINDS } from '@taller/shared/notifications/event-kinds';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { TemplatesForm } from './templates-form';

const TEMPLATES = EVENT_KINDS.map((kind) => ({
  kind,
  enabled: false,
  templateName: '',
  language: 'es',
  variables: [],
  document: false,
  buttons: [],
}));

const STATUS = 'Variables (Cambio de estado de pedido)';

describe('WhatsApp templates', () => {
  signedInForEachTest('DIRECTOR');

  it('sends the variables in the order picked, moved and removed, with a live preview', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/whatsapp/templates/:kind/preview': ({ params }) => ({
        data: {
          kind: params.kind,
          eventAt: params.kind === 'ORDER_STATUS_CHANGED' ? '2026-03-02T14:00:00.000Z' : null,
          fields:
            params.kind === 'ORDER_STATUS_CHANGED'
              ? { orderNumber: 'PED-2026-00001', status: 'Entregado', clientName: 'María Rojas' }
              : {},
        },
      }),
      'PUT /api/whatsapp/templates': ({ body }) => ({
        data: body,
        message: 'Plantillas guardadas',
      }),
    });
    renderWithProviders(<TemplatesForm templates={TEMPLATES} />);
    const list = screen.getByRole('group', { name: STATUS });
    const adder = within(list).getByRole('combobox', { name: `Variable para agregar a ${STATUS}` });
    const add = within(list).getByRole('button', { name: 'Agregar variable' });
    // Cliente, Número, Estado: the order (the catalogue lists Número first).
    for (const label of ['Cliente', 'Número de pedido', 'Estado']) {
      await user.selectOptions(adder, label);
      await user.click(add);
    }
    const preview = screen.getAllByRole('region', { name: 'Vista previa del mensaje' })[1]!;
    await vi.waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['{{1}} María Rojas', '{{2}} PED-2026-00001', '{{3}} Entregado']),
    );
    // Estado up one, then Cliente removed: Número, Estado.
    await user.click(within(list).getByRole('button', { name: 'Subir Estado' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Cliente'),
      expect.stringContaining('Estado'),
      expect.stringContaining('Número de pedido'),
    ]);
    await user.click(within(list).getByRole('button', { name: 'Quitar Cliente' }));
    await user.selectOptions(adder, 'Fecha');
    await user.click(add);
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['{{1}} Entregado', '{{2}} PED-2026-00001', '{{3}} [Fecha]']);
    await user.type(
      screen.getByRole('textbox', {
        name: 'Botón 1, p. ej. Ya pagué (Cambio de estado de pedido)',
      }),
      'Confirmar tallas',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar plantillas' }));
    await screen.findByText('Plantillas guardadas');
    const put = calls.find((c) => c.method === 'PUT')!;
    const saved = (put.body as { items: { kind: string }[] }).items.find(
      (t) => t.kind === 'ORDER_STATUS_CHANGED',
    );
    expect(saved).toMatchObject({
      variables: ['status', 'orderNumber', 'date'],
      buttons: ['Confirmar tallas'],
    });
  });

  it('offers a document only where the kind has one: bill, delivery note, ready notice', async () => {
    fakeApi({
      'GET /api/whatsapp/templates/:kind/preview': ({ params }) => ({
        data: { kind: params.kind, eventAt: null, fields: {} },
      }),
    });
    renderWithProviders(<TemplatesForm templates={TEMPLATES} />);
    expect(
      screen.getAllByRole('checkbox', { name: 'Adjuntar el documento (PDF de la factura)' }),
    ).toHaveLength(2); // the bill issued, and its payment reminder
    for (const name of [
      'Adjuntar la nota de entrega (PDF)',
      'Adjuntar el aviso de pedido listo (PDF)',
    ])
      expect(screen.getAllByRole('checkbox', { name })).toHaveLength(1);
    expect(screen.getAllByRole('checkbox', { name: /^Adjuntar/ })).toHaveLength(4);
    expect((await screen.findAllByText(/Aún no hubo avisos de este tipo/)).length).toBeGreaterThan(
      0,
    );
  });
});
