import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { openSignedInPage, startSignedInJourney } from './support/journey';
import { eventually } from './support/poll';
import { expectFitsPhone, waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';

const { server, browser, session, page, errors } = startSignedInJourney();

describe('whatsapp: a director sets up the integration; secrets never come back', () => {
  it('saves settings and a template; the token box stays empty, marked as set', async () => {
    await page.goto(`${server.url}${D}/whatsapp`);
    await waitForStartOverlay(page);
    await page.getByText('No hay mensajes de WhatsApp.').waitFor();
    await page.getByRole('tab', { name: 'Configuración' }).click();
    await page.getByLabel('ID del número de teléfono').fill('1234567890');
    await page.getByLabel('Token de acceso').fill('EAAG-token-del-journey');
    await page.getByLabel('Secreto de la aplicación').fill('secreto-del-journey');
    await page.getByLabel('Integración activada').check();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('Configuración de WhatsApp guardada').waitFor();
    await expect.poll(() => page.getByLabel('Token de acceso').inputValue(), eventually).toBe('');
    await expect
      .poll(() => page.getByText('Configurado. Déjelo vacío para conservarlo.').count(), eventually)
      .toBe(2);
    expect(await page.content()).not.toContain('EAAG-token-del-journey');

    await page.getByLabel('Nombre de plantilla (Cambio de estado de pedido)').fill('estado_pedido');
    const label = 'Variables (Cambio de estado de pedido)';
    const variables = page.getByRole('group', { name: label });
    for (const field of ['Número de pedido', 'Estado']) {
      await variables.getByLabel(`Variable para agregar a ${label}`).selectOption({ label: field });
      await variables.getByRole('button', { name: 'Agregar variable' }).click();
    }
    await page.getByRole('button', { name: 'Guardar plantillas' }).click();
    await page.getByText('Plantillas guardadas').waitFor();
    await screenshot(page, 'whatsapp-setup-desktop');
  });

  it('shows the message log at phone width', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await phone.goto(`${server.url}${D}/whatsapp`);
    await waitForStartOverlay(phone);
    await phone.getByText('No hay mensajes de WhatsApp.').waitFor();
    await screenshot(phone, 'whatsapp-log-phone');
    await phone.getByRole('tab', { name: 'Configuración' }).click();
    await phone.getByRole('button', { name: 'Guardar plantillas' }).waitFor();
    await screenshot(phone, 'whatsapp-setup-phone');
    await expectFitsPhone(phone);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
