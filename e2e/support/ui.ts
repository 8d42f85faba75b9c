import type { Page } from 'playwright-core';

/** The start overlay covers the app for its first second; wait it out before looking. */
export async function waitForStartOverlay(page: Page) {
  await page.getByRole('figure', { name: 'Frase de bienvenida' }).waitFor({ state: 'detached' });
}

/** Signs in through the login form of the page currently showing it. */
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
