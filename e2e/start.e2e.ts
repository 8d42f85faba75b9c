import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import type { RunningServer } from './support/server';
import { startJourney, stopJourney } from './support/journey';
import { eventually } from './support/poll';

describe('one-command start', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startJourney());
  });
  afterAll(() => stopJourney(server, browser));

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
});
