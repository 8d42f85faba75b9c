import { afterEach, describe, expect, it } from 'vitest';
import { isLoginPage } from './login-page';

const at = (url: string) => new URL(url) as unknown as Location;
const page = (title: string, body = '') => {
  const doc = document.implementation.createHTMLDocument(title);
  doc.body.innerHTML = body;
  return doc;
};

describe('login page detection (SPEC.md §2)', () => {
  afterEach(() => {
    document.title = '';
    document.body.innerHTML = '';
  });

  it('counts a path or URL containing "login"', () => {
    expect(isLoginPage(page(''), at('https://taller.bo/login'))).toBe(true);
    expect(isLoginPage(page(''), at('https://taller.bo/auth/LOGIN/callback'))).toBe(true);
    expect(isLoginPage(page(''), at('https://taller.bo/?next=login'))).toBe(true);
  });

  it.each(['Login', 'Iniciar sesión · Taller', 'Inicio de sesion', 'INICIAR SESION'])(
    'counts the title %j',
    (title) => {
      expect(isLoginPage(page(title), at('https://taller.bo/'))).toBe(true);
    },
  );

  it('counts a page holding a login form or a password field in a form', () => {
    expect(
      isLoginPage(page('Taller', '<form data-login-form></form>'), at('https://taller.bo/')),
    ).toBe(true);
    expect(
      isLoginPage(
        page('Taller', '<form><input type="password" /></form>'),
        at('https://taller.bo/x'),
      ),
    ).toBe(true);
  });

  it('does not count ordinary screens', () => {
    expect(
      isLoginPage(
        page('Gestión de Líneas · Taller', '<form><input name="nombre" /></form>'),
        at('https://taller.bo/director/dashboard/lines'),
      ),
    ).toBe(false);
    expect(isLoginPage(page('Cerrar sesión'), at('https://taller.bo/client/faq'))).toBe(false);
  });

  it('reads the current document and location by default', () => {
    window.history.replaceState(null, '', '/director/dashboard');
    expect(isLoginPage()).toBe(false);
    document.title = 'Iniciar sesión · Taller';
    expect(isLoginPage()).toBe(true);
  });
});
