import { REMINDER_MESSAGES as M, type ReminderRule } from '@taller/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { emulatePhone } from '../../../test/phone';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { ReminderRuleSection } from './reminder-rule-form';

const RULE: ReminderRule = {
  enabled: false,
  daysBefore: [3],
  onDueDate: true,
  everyDaysAfter: 7,
  byEmail: true,
  updatedAt: null,
  updatedBy: null,
};

describe("'Recordatorios de pago'", () => {
  signedInForEachTest('DIRECTOR');

  it('starts from the saved rules, sends the whole set and says it was saved', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/reminder-rule': () => ({ data: RULE }),
      'PUT /api/reminder-rule': ({ body }) => ({
        data: { ...(body as object), updatedAt: '2026-11-28T12:00:00.000Z', updatedBy: 'Ana' },
        message: M.ruleSaved,
      }),
    });
    renderWithProviders(<ReminderRuleSection />);
    const form = await screen.findByRole('form', { name: M.title });
    expect(form).toHaveTextContent(M.noteOff);
    const days = screen.getByLabelText(M.daysBeforeLabel);
    expect(days).toHaveValue('3');
    await user.click(screen.getByLabelText(M.enabledLabel));
    await user.clear(days);
    await user.type(days, '7, 1');
    const after = screen.getByLabelText(M.everyDaysAfterLabel);
    await user.clear(after);
    await user.click(screen.getByLabelText(M.byEmailLabel));
    await user.click(screen.getByRole('button', { name: M.save }));
    await screen.findByText(M.ruleSaved);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      daysBefore: [7, 1],
      onDueDate: true,
      everyDaysAfter: null,
      byEmail: false,
    });
  });

  it('refuses bad days in Spanish before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/reminder-rule': () => ({ data: RULE }) });
    renderWithProviders(<ReminderRuleSection />);
    const days = await screen.findByLabelText(M.daysBeforeLabel);
    await user.clear(days);
    await user.type(days, '3, 3, x');
    await user.click(screen.getByRole('button', { name: M.save }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.dayInvalid);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(days);
    await user.type(days, '3, 3');
    await user.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.daysBeforeRepeated);
  });

  it('shows the server’s refusal as a toast and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/reminder-rule': () => ({ data: RULE }),
      'PUT /api/reminder-rule': () => ({
        status: 400,
        code: 'INVALID_INPUT',
        message: 'Revise las reglas',
      }),
    });
    renderWithProviders(<ReminderRuleSection />);
    const days = await screen.findByLabelText(M.daysBeforeLabel);
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: M.save }));
    await screen.findByText('Revise las reglas');
    expect(days).toHaveValue('5');
  });

  it('says why when the rules cannot load, with a retry', async () => {
    fakeApi({
      'GET /api/reminder-rule': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    renderWithProviders(<ReminderRuleSection />);
    await screen.findByText(`${M.loadFailed}: Error interno del servidor`);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('fits a phone (390 px)', async () => {
    const restore = emulatePhone();
    try {
      fakeApi({ 'GET /api/reminder-rule': () => ({ data: RULE }) });
      renderWithProviders(<ReminderRuleSection />);
      expect(await screen.findByRole('form', { name: M.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: M.save })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
