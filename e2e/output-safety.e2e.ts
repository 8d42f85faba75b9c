import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { seedUser } from './support/seed';
import { signInThroughApi } from './support/api';
import { openSignedInPage, startJourney } from './support/journey';

const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';
const SVG = '"><svg onload=window.__pwned=1>';
/** Line names allow letters, digits and spaces only; a user's name allows anything. */
const USER_NAME = `<img src=x onerror=window.__pwned=1>Jefa <b>Negrita</b>`;
const LINE_NAME = 'Linea Segura';

const { server, browser } = startJourney();

/**
 * Text that holds HTML or script, typed by users into descriptions and names, is shown as text:
 * nothing runs, nothing is parsed as markup, no dialog opens, and the page's CSP reports no
 * violation (nothing even tried to run inline).
 */
describe('output safety in the browser', () => {
  let page: Page;
  const dialogs: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    const user = await seedUser(server, {
      name: USER_NAME,
      email: 'jefa@taller.test',
      password: 'clave-de-la-jefa-segura',
      role: 'DIRECTOR',
    });
    const session = await signInThroughApi(server, user);
    const created = await fetch(`${server.url}/api/line/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: LINE_NAME,
        color: '#336699',
        description: JSON.stringify([IMG, SCRIPT, SVG]),
      }),
    });
    expect(created.status).toBe(200);

    page = await openSignedInPage(browser, session, errors);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  const pwned = () => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
  const injected = () =>
    page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"]').length,
      svgs: document.querySelectorAll('svg[onload]').length,
      bold: Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'Negrita')
        .length,
      scripts: Array.from(document.scripts).filter((s) => s.text.includes('__pwned')).length,
    }));
  const nothingRan = async () => {
    expect(await pwned()).toBeUndefined();
    expect(await injected()).toEqual({ images: 0, svgs: 0, bold: 0, scripts: 0 });
    expect(dialogs).toEqual([]);
  };

  it('shows the user name holding HTML as text in the director layout', async () => {
    await page.goto(`${server.url}/director/dashboard/lines`);
    await page.getByRole('heading', { name: 'Gestión de Líneas' }).waitFor();
    await page.getByRole('row').filter({ hasText: LINE_NAME }).waitFor();
    await page.getByText(USER_NAME, { exact: true }).first().waitFor();
    await nothingRan();
  });

  it('shows descriptions holding HTML and script literally in the details modal', async () => {
    await page.getByRole('button', { name: `Ver detalles de ${LINE_NAME}` }).click();
    const details = page.getByRole('dialog', { name: 'Detalles de la Línea' });
    for (const text of [IMG, SCRIPT, SVG]) await details.getByText(text, { exact: true }).waitFor();
    // The audit block names the creator, HTML and all, as text.
    await details.getByText(USER_NAME, { exact: true }).first().waitFor();
    await screenshot(page, 'output-safety-details');
    await nothingRan();
    await details.getByRole('button', { name: 'Cerrar' }).first().click();
    await details.waitFor({ state: 'detached' });
  });

  it('keeps them as text when searched for and when edited', async () => {
    await page.getByLabel('Buscar').fill(SCRIPT);
    await page.getByRole('row').filter({ hasText: LINE_NAME }).waitFor();
    await page.getByRole('button', { name: `Editar ${LINE_NAME}` }).click();
    const form = page.getByRole('dialog', { name: 'Editar Línea' });
    await form.getByText(IMG, { exact: true }).waitFor();
    await screenshot(page, 'output-safety-edit');
    await nothingRan();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    // Nothing tried to run inline either: the Content-Security-Policy reported no violation.
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
