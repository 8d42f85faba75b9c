import { api, API_BASE, unwrap } from './client';

/**
 * 'Referencia de la API': a browser opening /api/docs sends no bearer token, so the session first
 * asks for the page's short-lived cookie (POST /api/docs/session, staff only), then the page
 * opens in a new tab. The tab is opened at once, so that the browser does not block it.
 */
export async function openApiReference() {
  const tab = window.open('', '_blank');
  try {
    await unwrap(api.POST('/docs/session'));
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = `${API_BASE}/docs/`;
  if (!tab) return window.location.assign(url);
  tab.opener = null;
  tab.location.href = url;
}
