import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { png } from '../../apps/server/test/sample-files';
import { pdfToPng } from '../../apps/server/test/poppler';
import { screenshot, screenshotDir } from './browser';
import { DESKTOP, PHONE } from './journey';
import { eventually } from './poll';

/** The start overlay covers the app for its first second; wait it out before looking. */
export async function waitForStartOverlay(page: Page) {
  await page.getByRole('figure', { name: 'Frase de bienvenida' }).waitFor({ state: 'detached' });
}

/** A PNG image, `name`, of the given size and colour, for a file input to take. */
export const pngFile = (
  name: string,
  width: number,
  height: number,
  rgb: [number, number, number],
) => ({
  name,
  mimeType: 'image/png',
  buffer: png(width, height, rgb),
});

/** Fills a payment proof form: the amount in Bs, the method, the bank reference and the image. */
export async function fillProofForm(
  form: Locator,
  proof: { amount: string; method: string; reference: string; image: ReturnType<typeof pngFile> },
) {
  await form.getByLabel('Monto (Bs)').fill(proof.amount);
  await form.getByLabel('Método').selectOption(proof.method);
  await form.getByLabel('Referencia bancaria').fill(proof.reference);
  await form.getByLabel('Comprobante').setInputFiles(proof.image);
}

/** Signs in through the login form of the page currently showing it. */
/** 'Aprobar' on a proof's review, then 'Aprobar' in its dialog with the declared amount. */
export async function approveProof(page: Page, review: Locator) {
  await review.getByRole('button', { name: 'Aprobar' }).click();
  await page
    .getByRole('dialog', { name: 'Aprobar comprobante' })
    .getByRole('button', { name: 'Aprobar' })
    .click();
}

export async function signInThroughForm(
  page: Page,
  credentials: { email: string; password: string },
) {
  const form = page.locator('form[data-login-form]');
  await form.getByLabel('Correo electrónico').fill(credentials.email);
  await form.getByLabel('Contraseña').fill(credentials.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Goes to `url` and waits for its screen: the heading, then the start overlay gone. */
export async function openScreen(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).waitFor();
  await waitForStartOverlay(page);
}

/** The page's content is no wider than the phone: it does not scroll sideways. */
export async function expectFitsPhone(page: Page, what?: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, what).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Opens each screen on a phone page: waits for its heading, the start overlay and its `text`
 * when given, takes the screenshot `shot`, and checks that it scrolls no wider than the phone.
 */
export async function screensFitPhone(
  phone: Page,
  serverUrl: string,
  screens: readonly { path: string; heading: string; text?: string | RegExp; shot: string }[],
) {
  for (const { path, heading, text, shot } of screens) {
    await openScreen(phone, `${serverUrl}${path}`, heading);
    if (text) await phone.getByText(text).first().waitFor();
    await screenshot(phone, shot);
    await expectFitsPhone(phone, path);
  }
}

/**
 * Answers the confirmation a delete button opened: checks its question, confirms with
 * "Eliminar", and waits for the dialog to close, for the toast that says it is done and for
 * the record's `row` to leave the list.
 */
export async function confirmDeletion(
  page: Page,
  { title, question, toast, row }: { title: string; question: string; toast: string; row: Locator },
) {
  const confirm = page.getByRole('dialog', { name: title });
  await confirm.getByText(question).waitFor();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByText(toast).waitFor();
  await expect.poll(() => row.count(), eventually).toBe(0);
}

/**
 * A form sent empty was refused: its name is said to be required, and one toast (not one per
 * try) asks to correct the form.
 */
export async function expectEmptyFormRefused(page: Page, form: Locator) {
  await form.getByText('El nombre es requerido').waitFor();
  await expect
    .poll(
      () => page.getByText('Por favor, corrija los errores en el formulario.').count(),
      eventually,
    )
    .toBe(1);
}

/** Saves the open edit form with Estado set to Inactivo: the toast, then a red badge on `row`. */
export async function saveAsInactive(
  page: Page,
  form: Locator,
  { toast, row }: { toast: string; row: Locator },
) {
  await form.getByLabel('Estado').selectOption('INACTIVE');
  await form.getByRole('button', { name: 'Guardar Cambios' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByText(toast).waitFor();
  const badge = row.getByText('Inactivo');
  await badge.waitFor();
  expect(await badge.getAttribute('class')).toContain('bg-red-100');
}

/**
 * A list of seven pages six at a time (screenshot `shot` of page 1); "Siguiente" shows the
 * seventh, `last`, alone on page 2. `noun` is the plural the range text uses ("líneas").
 */
export async function pagesSevenBySix(page: Page, noun: string, shot: string, last: Locator) {
  await page.getByText(`Mostrando 1 a 6 de 7 ${noun}`).waitFor();
  await expect.poll(() => page.locator('tbody tr').count(), eventually).toBe(6);
  await screenshot(page, shot);
  // The toasts of the steps before sit over the pager (bottom right), and a pointer resting on
  // them pauses them: move it away and let them go before clicking under them.
  await page.mouse.move(0, 0);
  await expect
    .poll(() => page.locator('[data-rht-toaster] [role="status"]').count(), eventually)
    .toBe(0);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByText(`Mostrando 7 a 7 de 7 ${noun}`).waitFor();
  await last.waitFor();
}

/**
 * The page as printed on A4, without the menu or the print button: its screenshot `name`, and
 * what Chromium's print makes of it as `name`.pdf turned into images (`name`-a4…png, pdftoppm
 * given `pages` to choose them) to look at. `alsoHidden` are further controls print hides.
 * Leaves the page on screen again at DESKTOP size.
 */
export async function printOnA4(
  page: Page,
  name: string,
  { pages = [], alsoHidden = [] }: { pages?: string[]; alsoHidden?: Locator[] } = {},
) {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
  for (const control of alsoHidden) expect(await control.isVisible()).toBe(false);
  await screenshot(page, name);
  const printed = path.join(screenshotDir, `${name}.pdf`);
  writeFileSync(printed, await page.pdf({ format: 'A4', printBackground: true }));
  pdfToPng(printed, path.join(screenshotDir, `${name}-a4`), { pages });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(DESKTOP);
}
