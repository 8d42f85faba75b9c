import { WHATSAPP_CONSENT_TEXT } from '@taller/shared/whatsapp/whatsapp-messages';
import type { WhatsAppMessage } from '@taller/shared/whatsapp/whatsapp.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { ClientConsentField, OwnConsentCard } from './consent-controls';
import { IncomingFile } from './proof-from-message';

const conversation = (optIn: boolean) => ({
  data: {
    client: {
      id: 5,
      name: 'María Rojas',
      phone: '+59170000001',
      optIn,
      consentAt: optIn ? '2026-03-01T15:00:00.000Z' : null,
      consentText: optIn ? WHATSAPP_CONSENT_TEXT : null,
    },
    messages: [],
    windowEndsAt: null,
    canReply: false,
    replyRefusal: null,
  },
});

describe('WhatsApp consent on the client record (staff)', () => {
  signedInForEachTest('ADMINISTRADOR');

  it('shows the consent with its date and text, and records a change', async () => {
    const user = userEvent.setup();
    let optIn = false;
    const { calls } = fakeApi({
      'GET /api/whatsapp/conversations/:clientId': () => conversation(optIn),
      'PUT /api/client/:id/whatsapp-consent': ({ body }) => {
        optIn = (body as { consent: boolean }).consent;
        return { data: {}, message: 'Consentimiento de WhatsApp actualizado' };
      },
    });
    renderWithProviders(<ClientConsentField clientId={5} />);
    const box = await screen.findByRole('checkbox', { name: 'Aceptó recibir WhatsApp' });
    expect(box).not.toBeChecked();
    expect(screen.getByText('Sin consentimiento: no se le envían plantillas')).toBeVisible();
    await user.click(box);
    await screen.findByText('Consentimiento de WhatsApp actualizado');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/client/5/whatsapp-consent',
      body: { consent: true },
    });
    await vi.waitFor(() => expect(box).toBeChecked());
    expect(screen.getByText(/Aceptado por el cliente con el texto/)).toHaveTextContent(
      WHATSAPP_CONSENT_TEXT,
    );
  });
});

describe("WhatsApp consent in the client's area", () => {
  signedInForEachTest('CLIENTE');

  it('offers the exact text and sends the choice', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/client-area/whatsapp-consent': () => ({
        data: {
          optIn: false,
          consentAt: null,
          consentText: null,
          offeredText: WHATSAPP_CONSENT_TEXT,
        },
      }),
      'PUT /api/client-area/whatsapp-consent': () => ({
        data: {
          optIn: true,
          consentAt: '2026-03-01T15:00:00.000Z',
          consentText: WHATSAPP_CONSENT_TEXT,
          offeredText: WHATSAPP_CONSENT_TEXT,
        },
        message: 'Consentimiento de WhatsApp actualizado',
      }),
    });
    renderWithProviders(<OwnConsentCard />);
    const card = await screen.findByRole('region', { name: 'Avisos por WhatsApp' });
    expect(await within(card).findByText(WHATSAPP_CONSENT_TEXT)).toBeVisible();
    await user.click(
      within(card).getByRole('checkbox', { name: 'Quiero recibir avisos por WhatsApp' }),
    );
    await screen.findByText('Consentimiento de WhatsApp actualizado');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/client-area/whatsapp-consent',
      body: { consent: true },
    });
  });

  it('says so when the consent cannot be read', async () => {
    fakeApi({
      'GET /api/client-area/whatsapp-consent': () => ({ status: 500, message: 'Falla' }),
    });
    renderWithProviders(<OwnConsentCard />);
    expect(await screen.findByText(/No se pudo cargar el consentimiento/)).toBeVisible();
  });
});

const PHOTO: WhatsAppMessage = {
  id: 41,
  clientId: 5,
  clientName: 'María Rojas',
  direction: 'IN',
  type: 'IMAGE',
  phone: '+59170000001',
  templateName: null,
  variables: [],
  body: 'Mi transferencia',
  status: 'RECEIVED',
  error: null,
  attempts: 0,
  document: null,
  buttons: [],
  file: { id: 9, fileType: 'IMAGE', originalName: 'whatsapp-41' },
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
};

describe('A photo received on WhatsApp', () => {
  signedInForEachTest('ADMINISTRADOR');

  it("becomes a pending proof of one of the sender's open orders in one step", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/whatsapp/message/:id/orders': () => ({
        data: [
          { id: 12, number: 'PED-2026-00012', owedCents: 150000 },
          { id: 11, number: 'PED-2026-00011', owedCents: 30000 },
        ],
      }),
      'POST /api/whatsapp/message/:id/proof': () => ({
        data: { id: 70, status: 'PENDING' },
        message: 'Comprobante registrado como pendiente de verificación',
      }),
    });
    renderWithProviders(<IncomingFile message={PHOTO} />);
    expect(screen.getByText('Foto recibida')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar como comprobante' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Registrar comprobante desde WhatsApp',
    });
    const order = await within(dialog).findByLabelText('Pedido');
    expect(
      within(order)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringMatching(/^PED-2026-00012 · saldo Bs\s1\.500,00$/),
      expect.stringMatching(/^PED-2026-00011 · saldo Bs\s300,00$/),
    ]);
    await user.selectOptions(order, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar comprobante' }));
    expect(within(dialog).getByText('Indique un monto mayor que 0')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Monto recibido (Bs)'), '300');
    await user.type(within(dialog).getByLabelText('Referencia (opcional)'), 'TRX-88');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar comprobante' }));
    await screen.findByText('Comprobante registrado como pendiente de verificación');
    const posted = calls.find((c) => c.method === 'POST')!;
    expect(posted.path).toBe('/api/whatsapp/message/41/proof');
    expect(posted.body).toMatchObject({
      orderId: 11,
      amountCents: 30000,
      method: 'TRANSFER',
      reference: 'TRX-88',
    });
    expect((posted.body as { paidAt: string }).paidAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says when the client has nothing owed', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/whatsapp/message/:id/orders': () => ({ data: [] }) });
    renderWithProviders(<IncomingFile message={PHOTO} />);
    await user.click(screen.getByRole('button', { name: 'Usar como comprobante' }));
    expect(
      await screen.findByText('El cliente no tiene pedidos con saldo pendiente'),
    ).toBeVisible();
  });

  it('says a file is still being downloaded, and nothing once its download failed for good', () => {
    const { unmount } = renderWithProviders(<IncomingFile message={{ ...PHOTO, file: null }} />);
    expect(screen.getByText(/^Descargando el archivo recibido/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Usar como comprobante' })).toBeNull();
    unmount();
    renderWithProviders(
      <IncomingFile
        message={{ ...PHOTO, file: null, error: 'No se pudo descargar el archivo recibido' }}
      />,
    );
    expect(screen.queryByText(/^Descargando/)).toBeNull();
  });
});
