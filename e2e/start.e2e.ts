import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { ADMIN } from './support/server';
import { startJourney } from './support/journey';
import { eventually } from './support/poll';
import { openScreen, pathOf, signInThroughForm } from './support/ui';

const { server, browser } = startJourney();

describe('one-command start', () => {
  it('serves the login page at / with no console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.url + '/');
    await expect.poll(() => page.title(), eventually).toBe('Iniciar sesión · Taller');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await screenshot(page, 'start-login');
    expect(errors).toEqual([]);
  });

  it('falls back to the app for client-side routes, and 404s unknown API paths', async () => {
    const page = await browser.newPage();
    const res = await page.goto(server.url + '/no/such/page');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    const api = await fetch(server.url + '/api/nope');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      status: 404,
      message: 'Ruta no encontrada',
      data: null,
      code: 'ROUTE_NOT_FOUND',
    });
  });
  it('the sign-in page downloads only the entry; the app comes once the form is sent', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await openScreen(page, server.url + '/', 'Iniciar sesión');
    // The entry and the chunks index.html preloads with it: nothing else.
    const entry = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src], link[rel="modulepreload"]')).map(
        (el) => new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href).pathname,
      ),
    );
    expect(entry.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => !entry.includes(file))).toEqual([]);

    await signInThroughForm(page, ADMIN);
    await page.getByRole('heading', { name: 'Gestión de Usuarios' }).waitFor();
    expect(pathOf(page)).toBe('/director/dashboard');
    // The app's shared chunk (decision 020), which holds full-app.tsx.
    expect(scripts.some((file) => file.includes('/shell-'))).toBe(true);
  });
});
