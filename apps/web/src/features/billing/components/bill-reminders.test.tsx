import { REMINDER_MESSAGES as M, WHATSAPP_MESSAGES as W, type BillReminder } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { BillReminders } from './bill-reminders';

const reminder = (over: Partial<BillReminder>): BillReminder => ({
  id: 1,
  day: '2026-11-25',
  daysFromDue: -3,
  whatsappStatus: 'SENT',
  whatsappError: null,
  emailStatus: 'SENT',
  emailTo: 'madre@familia.test',
  emailError: null,
  createdAt: '2026-11-25T16:00:00.000Z',
  ...over,
});

describe("a bill's 'Recordatorios'", () => {
  signedInForEachTest('DIRECTOR');

  it('lists each reminder: its day, how far from the due date, WhatsApp and email', async () => {
    fakeApi({
      'GET /api/bill/:id/reminders': () => ({
        data: {
          items: [
            reminder({
              id: 2,
              day: '2026-12-05',
              daysFromDue: 7,
              whatsappStatus: 'SKIPPED',
              whatsappError: W.skippedNoConsent,
              emailStatus: 'NONE',
              emailTo: null,
            }),
            reminder({}),
          ],
        },
      }),
    });
    renderWithProviders(<BillReminders billId={9} />);
    const section = screen.getByRole('region', { name: M.logTitle });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('05/12/2026 · 7 días después');
    expect(items[0]).toHaveTextContent(`WhatsApp: Omitido: ${W.skippedNoConsent}`);
    expect(items[0]).toHaveTextContent(`Correo: ${M.emailNone}`);
    expect(items[1]).toHaveTextContent('25/11/2026 · 3 días antes');
    expect(items[1]).toHaveTextContent('WhatsApp: Enviado');
    expect(items[1]).toHaveTextContent('Correo: Enviado a madre@familia.test');
  });

  it('says when none was sent yet', async () => {
    fakeApi({ 'GET /api/bill/:id/reminders': () => ({ data: { items: [] } }) });
    renderWithProviders(<BillReminders billId={9} />);
    await screen.findByText(M.logEmpty);
  });

  it('says why when the log cannot load', async () => {
    fakeApi({
      'GET /api/bill/:id/reminders': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    renderWithProviders(<BillReminders billId={9} />);
    await screen.findByText(`${M.logFailed}: Error interno del servidor`);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
