import { afterEach, describe, expect, it } from 'vitest';
import { createLine, signInThroughApi } from './support/api';
import { screenshot } from './support/browser';
import { revokeSessions, seedUser } from './support/seed';
import { ADMIN } from './support/server';
import { PHONE, apiCallsInFlight, openPage, startJourney } from './support/journey';
import { eventually } from './support/poll';
import { expectFitsPhone, pathOf, signInThroughForm, waitForStartOverlay } from './support/ui';

const { server, browser } = startJourney();

describe('the shell: phone layout, password reset, session revoked', () => {
  // Like every journey: no uncaught error and no console error, but the refusals each test
  // provokes on purpose (a 400 for a common password, 401s for an ended session).
  const errors: string[] = [];
  afterEach(() => {
    const expected = /^Failed to load resource: the server responded with a status of 40[01] /;
    expect(errors.filter((e) => !expected.test(e))).toEqual([]);
    errors.length = 0;
  });

  it('the director layout folds into a menu on a phone-sized screen', async () => {
    const page = await openPage(browser, errors, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(server.url + '/director/dashboard/lines');
    await signInThroughForm(page, ADMIN);
    await page.getByRole('heading', { name: 'Gestión de Líneas' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    expect(await nav.isVisible()).toBe(false);

    await waitForStartOverlay(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await nav.waitFor();
    expect(
      await page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await screenshot(page, 'director-phone-menu');

    await nav.getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('heading', { name: 'Gestión de Clientes' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    await screenshot(page, 'director-phone');
    // Nothing sticks out sideways on a phone.
    await expectFitsPhone(page);
    await page.context().close();
  });

  it('a forgotten password is reset through the mailed link, then used to sign in', async () => {
    const user = await seedUser(server, {
      name: 'Rita Reset',
      email: 'rita@cliente.test',
      password: 'clave-antigua-muy-larga',
      role: 'CLIENTE',
    });
    const page = await openPage(browser, errors);
    await page.goto(server.url + '/');
    await waitForStartOverlay(page);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    await screenshot(page, 'reset-password-request');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page
      .getByRole('status')
      .getByText('Si el correo está registrado, recibirás un enlace')
      .waitFor();

    // Without SMTP the server writes the mail to its log.
    let token = '';
    await expect
      .poll(
        () => (token = /reset-password\?token=([\w%-]+)/.exec(server.output())?.[1] ?? ''),
        eventually,
      )
      .not.toBe('');
    await page.goto(`${server.url}/reset-password?token=${token}`);
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await page.getByLabel('Nueva contraseña').fill('12345678');
    await page.getByLabel('Confirmar contraseña').fill('otra-cosa');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page
      .getByText('Esa contraseña es demasiado común y fácil de adivinar. Elige otra.')
      .waitFor();
    await page.getByLabel('Nueva contraseña').fill('una clave nueva y larga');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await screenshot(page, 'reset-password-new');
    await page.getByLabel('Confirmar contraseña').fill('una clave nueva y larga');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña actualizada. Ya puedes iniciar sesión.').waitFor();

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signInThroughForm(page, { email: user.email, password: 'una clave nueva y larga' });
    await page.waitForURL(server.url + '/client/dashboard');
    await page.context().close();
  });

  it('a session revoked on the server: one 401 toast, then the login page, then back', async () => {
    const director = await seedUser(server, {
      name: 'Diego Director',
      email: 'diego@taller.test',
      password: 'clave-de-director-larga',
      role: 'DIRECTOR',
    });
    const page = await openPage(browser, errors);
    await page.goto(server.url + '/director/dashboard/materials');
    await signInThroughForm(page, director);
    await page.getByRole('heading', { name: 'Materiales' }).waitFor();
    await waitForStartOverlay(page);

    const settled = apiCallsInFlight(page);
    const asked: string[] = [];
    const refused: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname);
    });
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() === 401) refused.push(new URL(r.url()).pathname);
    });
    await revokeSessions(server, director.email);
    // Coming back to the tab re-reads the current user; the session is refused, and so is the
    // renewal. (Which call's 401 lands first depends on timing: the screen's own lists refetch
    // too, and the first refusal signs out and aborts the others, /api/auth/me among them.)
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );

    const toast = page.getByText('No tienes permisos para realizar esta acción');
    await toast.waitFor();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(pathOf(page)).toBe('/');
    // Every refused call has been answered and handled: the toast is still alone.
    await settled();
    expect(asked).toContain('/api/auth/me');
    expect(refused).toContain('/api/auth/refresh');
    expect(await toast.count()).toBe(1);
    await screenshot(page, 'session-expired-toast');

    await signInThroughForm(page, director);
    await page.waitForURL(server.url + '/director/dashboard/materials');
    await page.context().close();
  });

  it('two screens refused at once after the session ended: the 401 toast appears once', async () => {
    const director = await seedUser(server, {
      name: 'Dora Directora',
      email: 'dora@taller.test',
      password: 'clave-de-directora-larga',
      role: 'DIRECTOR',
    });
    const lineId = await createLine(server, await signInThroughApi(server), {
      name: 'Dúplex',
      color: '#1E40AF',
      items: ['Dos niveles'],
    });
    const page = await openPage(browser, errors);
    await page.goto(server.url + '/director/dashboard/lines');
    await signInThroughForm(page, director);
    await page.getByRole('link', { name: 'Modelos de Dúplex' }).waitFor();
    await waitForStartOverlay(page);

    // Every refused call of the app itself (renewals are authentication calls, counted apart).
    const settled = apiCallsInFlight(page);
    const refused: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && !path.startsWith('/api/auth/') && r.status() === 401) {
        refused.push(path);
      }
    });
    await revokeSessions(server, director.email);
    // The models screen asks for the line and for its models at once: both are refused.
    await page.getByRole('link', { name: 'Modelos de Dúplex' }).click();

    const toast = page.getByText('No tienes permisos para realizar esta acción');
    await toast.waitFor();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    // Both screens' calls were refused (the screen asks for them at once, so the second refusal
    // comes within the toast's 2-second dedup window by construction), answered and handled.
    await settled();
    expect(refused).toEqual(
      expect.arrayContaining([`/api/line/${lineId}`, expect.stringMatching(/^\/api\/model\//)]),
    );
    expect(await toast.count()).toBe(1);
    await screenshot(page, 'two-refusals-one-toast');
    await page.context().close();
  });
});
