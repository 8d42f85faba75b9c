/**
 * SPEC.md §2 "Login page detection": a page counts as a login page when its path or URL contains
 * "login", its title contains "login" or the Spanish for sign-in, or it holds a login form. Only
 * used to keep authorization toasts off login pages.
 */
export function isLoginPage(doc: Document = document, location: Location = window.location) {
  const url = `${location.pathname} ${location.href}`.toLowerCase();
  if (url.includes('login')) return true;
  if (/login|iniciar sesi[oó]n|inicio de sesi[oó]n/i.test(doc.title)) return true;
  return doc.querySelector('form[data-login-form], form input[type="password"]') !== null;
}
