import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { ADMIN } from './support/server';
import { signInThroughApi } from './support/api';
import { openSignedInPage, startJourney } from './support/journey';
import { linkFromMail, startSmtpServer } from '../apps/server/test/smtp';
import { pathOf, signInThroughForm, waitForStartOverlay } from './support/ui';
import { eventually } from './support/poll';

const CLIENT = {
  name: 'Luis Quispe',
  document: '4567891 LP',
  email: 'luis.quispe@cliente.test',
  phone: '71234567',
  password: 'mi clave de cliente larga',
};
const SCHOOL = 'Colegio San José';

// The mail server starts first (the app's environment names it) and stops last.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
const { server, browser } = startJourney((url) => ({ SMTP_URL: smtp.url, PUBLIC_URL: url }));

describe('people: a director registers an institution and a client with access', () => {
  let director: Page;
  let client: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    const session = await signInThroughApi(server);
    director = await openSignedInPage(browser, session, errors, { consoleErrors: false });
  });

  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  it('the users list shows the first director', async () => {
    await director.goto(`${server.url}/director/dashboard`);
    await director.getByRole('heading', { name: 'Gestión de Usuarios' }).waitFor();
    const own = row(director, ADMIN.email);
    await own.waitFor();
    // The role column shows the Spanish label.
    expect(await own.getByRole('cell').nth(2).textContent()).toBe('Director');
    // One's own account can be neither deactivated nor deleted: the actions keep their slots,
    // disabled, the reason in their tooltip.
    const ownDelete = own.getByRole('button', { name: /^Eliminar/ });
    expect(await ownDelete.getAttribute('aria-disabled')).toBe('true');
    expect(await ownDelete.getAttribute('title')).toBe(
      'Eliminar: No puedes eliminar tu propia cuenta',
    );
    await waitForStartOverlay(director);
    await screenshot(director, 'people-users');
  });

  it('registers an institution', async () => {
    await director.goto(`${server.url}/director/dashboard/institutions`);
    await director.getByText('No hay instituciones registradas.').waitFor();
    await director.getByRole('button', { name: 'Agregar Institución' }).click();
    const form = dialog(director, 'Registrar Nueva Institución');
    await form.getByLabel('Nombre', { exact: true }).fill(SCHOOL);
    await form.getByLabel('Tipo').selectOption({ label: 'Colegio' });
    await form.getByLabel('Ciudad').fill('La Paz');
    await form.getByLabel('Dirección').fill('Av. 6 de Agosto #123');
    await form.getByLabel('Nombre de contacto').fill('María Pérez');
    await form.getByLabel('Teléfono de contacto').fill('2 2441122');
    await screenshot(director, 'people-institution-form');
    await form.getByRole('button', { name: 'Guardar Institución' }).click();
    await director.getByText('Institución creada exitosamente').waitFor();
    await row(director, SCHOOL).getByText('Colegio', { exact: true }).waitFor();
    await screenshot(director, 'people-institutions');
  });

  it("adds one more with 'n' and Ctrl+Enter, and takes its delete back with 'Deshacer'", async () => {
    // The keyboard alone: '?' lists the shortcuts, 'n' opens the form, Ctrl+Enter saves it.
    await director.locator('body').press('?');
    const shortcuts = dialog(director, 'Atajos de teclado');
    await shortcuts.getByText('Guardar el formulario abierto (⌘ + Enter en Mac)').waitFor();
    await screenshot(director, 'shortcuts-dialog');
    await director.keyboard.press('Escape');
    await shortcuts.waitFor({ state: 'hidden' });
    await director.locator('body').press('n');
    const form = dialog(director, 'Registrar Nueva Institución');
    await form.getByLabel('Nombre', { exact: true }).fill('Colegio de Prueba');
    await form.getByLabel('Tipo').selectOption({ label: 'Colegio' });
    await director.keyboard.press('Control+Enter');
    await director.getByText('Institución creada exitosamente').waitFor();

    await row(director, 'Colegio de Prueba')
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await dialog(director, 'Eliminar Institución')
      .getByRole('button', { name: 'Eliminar' })
      .click();
    const toast = director.getByRole('status').filter({ hasText: 'Institución eliminada' });
    await toast.getByRole('button', { name: 'Deshacer' }).click();
    await director.getByText('Institución restaurada exitosamente').waitFor();
    await row(director, 'Colegio de Prueba').waitFor();
  });

  it("registers a client in it with 'Crear acceso', which mails an invitation", async () => {
    await director.goto(`${server.url}/director/dashboard/clients`);
    await director.getByText('No hay clientes registrados.').waitFor();
    await director.getByRole('button', { name: 'Agregar Cliente' }).click();
    const form = dialog(director, 'Registrar Nuevo Cliente');
    await form.getByLabel('Nombre', { exact: true }).fill(CLIENT.name);
    await form.getByLabel('Documento (CI/NIT)').fill(CLIENT.document);
    await form.getByLabel('Correo electrónico').fill(CLIENT.email);
    await form.getByLabel('Teléfono (WhatsApp)').fill(CLIENT.phone);
    await form.getByLabel('Ciudad').fill('La Paz');
    // The picker searches the server as the user types part of the name.
    await form.getByRole('combobox', { name: 'Institución' }).fill(SCHOOL.slice(0, 7));
    await director.getByRole('option', { name: SCHOOL }).waitFor();
    await screenshot(director, 'people-client-institution-picker');
    await director.getByRole('option', { name: SCHOOL }).click();
    await form.getByRole('checkbox', { name: 'Crear acceso' }).check();
    await screenshot(director, 'people-client-form');
    await form.getByRole('button', { name: 'Guardar Cliente' }).click();
    await director.getByText('Cliente creado. Se ha enviado una invitación por correo.').waitFor();
    const created = row(director, CLIENT.name);
    await created.getByText('+59171234567').waitFor();
    await created.getByText(SCHOOL).waitFor();
    await screenshot(director, 'people-clients');

    // The clients filter by institution; 'Limpiar filtros' empties the picker too.
    const filters = director.getByRole('search', { name: 'Filtrar clientes' });
    const picker = filters.getByRole('combobox', { name: 'Institución' });
    await picker.fill('San Jo');
    await director.getByRole('option', { name: SCHOOL }).click();
    await expect.poll(() => picker.inputValue(), eventually).toBe(SCHOOL);
    await created.waitFor();
    await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect.poll(() => picker.inputValue(), eventually).toBe('');

    await director.getByRole('button', { name: `Ver detalles de ${CLIENT.name}` }).click();
    const details = dialog(director, 'Detalles del Cliente');
    await details.getByText('Invitación pendiente', { exact: false }).waitFor();
    await details.getByText('Información de auditoría').waitFor();
    await screenshot(director, 'people-client-details');
    await details.getByRole('button', { name: 'Cerrar' }).last().click();

    // The institution's details list its new client.
    await director.goto(`${server.url}/director/dashboard/institutions`);
    await director.getByRole('button', { name: `Ver detalles de ${SCHOOL}` }).click();
    await dialog(director, 'Detalles de la Institución').getByText(CLIENT.name).waitFor();
    await screenshot(director, 'people-institution-details');
  });

  it('the client sets a password from the mailed link, signs in and lands on the dashboard', async () => {
    const mail = await smtp.waitFor(CLIENT.email);
    const link = linkFromMail(mail.raw);
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);

    // A context of its own: /reset-password sends a signed-in visitor away.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    client = await context.newPage();
    client.setDefaultTimeout(10_000);
    await client.goto(link);
    await client.getByLabel('Nueva contraseña').fill(CLIENT.password);
    await client.getByLabel('Confirmar contraseña').fill(CLIENT.password);
    await client.getByRole('button', { name: 'Guardar contraseña' }).click();
    await client.getByText('Contraseña actualizada. Ya puedes iniciar sesión.').waitFor();
    await client.getByRole('link', { name: 'Iniciar sesión' }).click();
    await waitForStartOverlay(client);
    await signInThroughForm(client, { email: CLIENT.email, password: CLIENT.password });
    await client.waitForURL(`${server.url}/client/dashboard`);
    await client.getByRole('heading', { name: 'Mi panel' }).waitFor();
  });

  it("the director deactivates the client, and the client's next request is refused", async () => {
    await director.goto(`${server.url}/director/dashboard/clients`);
    await director.getByRole('button', { name: `Desactivar ${CLIENT.name}` }).click();
    const confirm = director.getByRole('dialog', { name: 'Desactivar Cliente' });
    await confirm
      .getByText('sus sesiones abiertas se cerrarán de inmediato', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await director.getByText(`Cliente ${CLIENT.name} desactivado`).waitFor();
    await row(director, CLIENT.name).getByText('Inactivo').waitFor();

    const refused: number[] = [];
    client.on('response', (r) => r.url().includes('/api/') && refused.push(r.status()));
    // Coming back to the tab re-reads the current user: refused, and so is the renewal.
    await client.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await client.getByText('No tienes permisos para realizar esta acción').waitFor();
    await client.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(pathOf(client)).toBe('/');
    expect(refused).toContain(401);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CLIENT.email, password: CLIENT.password }),
    });
    expect(login.status).toBe(403);
    expect(errors).toEqual([]);
  });
});
