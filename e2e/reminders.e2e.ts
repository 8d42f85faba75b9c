import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe("'Recordatorios de pago' under 'Cuentas por cobrar'", () => {
  it('a director turns reminders on, and the rules come back as saved', async () => {
    await openScreen(page, `${server.url}${D}/receivables`, 'Cuentas por cobrar');
    const form = page.getByRole('form', { name: 'Recordatorios de pago' });
    await form.getByText('Desactivados: no se envía ningún recordatorio').waitFor();
    await form.getByLabel('Enviar recordatorios de pago').check();
    await form.getByLabel('Días antes del vencimiento').fill('7, 3');
    await form.getByRole('button', { name: 'Guardar recordatorios' }).click();
    await page.getByText('Reglas de recordatorio guardadas').first().waitFor();
    await screenshot(page, 'reminders-desktop');
    await page.reload();
    await expect
      .poll(() => form.getByLabel('Días antes del vencimiento').inputValue())
      .toBe('7, 3');
    expect(await form.getByLabel('Enviar recordatorios de pago').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('fits a phone at 390 px', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/receivables`, 'Cuentas por cobrar');
    const form = phone.getByRole('form', { name: 'Recordatorios de pago' });
    await form.getByRole('button', { name: 'Guardar recordatorios' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'reminders-phone');
    await expectFitsPhone(phone, 'Recordatorios de pago');
    await phone.context().close();
  });
});
