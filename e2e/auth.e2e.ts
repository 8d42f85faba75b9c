import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { seedUser, type SeededUser } from './support/seed';
import { ADMIN } from './support/server';
import { startJourney } from './support/journey';
import { pathOf, signInThroughForm, waitForStartOverlay } from './support/ui';
import { eventually } from './support/poll';

const { server, browser } = startJourney();

describe('signing in and out, and the access guard', () => {
  let client: SeededUser;

  beforeAll(async () => {
    client = await seedUser(server, {
      name: 'Carla Cliente',
      email: 'carla@cliente.test',
      password: 'clave-de-cliente-larga',
      role: 'CLIENTE',
    });
  });

  /** A fresh signed-out page that went to `path` and was shown the sign-in form instead. */
  const sentToSignIn = async (path: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(server.url + path);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    return page;
  };

  it('a director signs in through the form, survives a reload, and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + '/');
    await waitForStartOverlay(page);
    await expect.poll(() => page.title(), eventually).toBe('Iniciar sesión · Taller');
    await screenshot(page, 'login-page');

    await signInThroughForm(page, ADMIN);
    await page.waitForURL(server.url + '/director/dashboard');
    await page.getByRole('heading', { name: 'Gestión de Usuarios' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const section of [
      'Usuarios',
      'Clientes',
      'Líneas',
      'Pedidos',
      'Documentos de venta',
      'WhatsApp',
    ]) {
      await nav.getByRole('link', { name: section, exact: true }).waitFor();
    }
    expect(await page.getByRole('definition').allTextContents()).toEqual(['Director', 'Director']);
    await screenshot(page, 'director-dashboard');

    // A sidebar section: lazy-loaded, titled, and marked as the current entry.
    await nav.getByRole('link', { name: 'Reportes' }).click();
    await page.getByRole('heading', { name: 'Reportes' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Reportes' }).waitFor();
    expect(pathOf(page)).toBe('/director/dashboard/reports');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();

    await waitForStartOverlay(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The session is revoked on the server, not only forgotten by the browser.
    const me = await fetch(server.url + '/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);

    await page.goto(server.url + '/director/dashboard/lines');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a client account is sent from a director URL to the client dashboard', async () => {
    const page = await sentToSignIn('/director/dashboard/lines');
    await signInThroughForm(page, client);
    await page.waitForURL(server.url + '/client/dashboard');
    await page.getByRole('heading', { name: 'Mi panel' }).waitFor();

    // Signed in, a director URL typed in the address bar still leads back here.
    await page.goto(server.url + '/director/dashboard/lines');
    await page.waitForURL(server.url + '/client/dashboard');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const entry of ['Mi panel', 'Nuevo pedido', 'Soporte', 'Preguntas frecuentes']) {
      await nav.getByRole('link', { name: entry }).waitFor();
    }
    expect(await page.getByRole('definition').allTextContents()).toEqual([
      'Carla Cliente',
      'Cliente',
    ]);
    await waitForStartOverlay(page);
    await screenshot(page, 'client-dashboard');

    // Signed in, the login page sends the user to their dashboard.
    await page.goto(server.url + '/');
    await page.waitForURL(server.url + '/client/dashboard');
    await page.context().close();
  });

  it('an unauthenticated visit to a director URL returns there after signing in', async () => {
    const page = await sentToSignIn('/director/dashboard/clients');
    expect(pathOf(page)).toBe('/');
    await page.getByText('Inicia sesión para continuar.').waitFor();

    await signInThroughForm(page, { email: ADMIN.email, password: 'no-es-la-clave' });
    await page.getByRole('alert').getByText('Correo o contraseña incorrectos').waitFor();
    expect(pathOf(page)).toBe('/');

    await signInThroughForm(page, ADMIN);
    await page.waitForURL(server.url + '/director/dashboard/clients');
    await page.getByRole('heading', { name: 'Gestión de Clientes' }).waitFor();
    await page.context().close();
  });
});
