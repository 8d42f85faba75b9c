// Lighthouse's accessibility score (0–100) of the sign-in page and, signed in, of Líneas and a
// line's models, at a 390 × 844 phone and a 1366 × 768 laptop. Debian's Chromium (or
// CHROMIUM_PATH) driven by the `lighthouse` package through puppeteer-core; nothing is downloaded.
// Issue 15 asks for ≥ 95 on each; this prints the figures and the failing audits, never fails.
// Functions passed to page.evaluate run in the browser, where these exist.
/* global document */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apiOf, startServer } from '../lib/server.mjs';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const SIZES = {
  phone: { width: 390, height: 844, deviceScaleFactor: 2, mobile: true },
  laptop: { width: 1366, height: 768, deviceScaleFactor: 1, mobile: false },
};

/** A few lines and models, so the lists have rows (and pages) to audit. */
async function seed(server, token) {
  const api = apiOf(server.url, token);
  let lineId = 0;
  for (const [i, name] of [
    'Dormitorio',
    'Moderna',
    'Clásica',
    'Rústica',
    'Infantil',
    'Oficina',
    'Exterior',
  ].entries()) {
    const line = await api('POST', '/line/create', {
      name,
      color: '#1E40AF',
      status: i === 3 ? 'INACTIVE' : 'ACTIVE',
      description: JSON.stringify(['Madera maciza', 'Barniz mate']),
    });
    if (i === 0) lineId = line.id;
  }
  for (const name of ['Cama', 'Velador', 'Cómoda', 'Ropero', 'Escritorio', 'Silla', 'Banco']) {
    await api('POST', '/model/create', {
      name,
      lineId,
      status: name === 'Velador' ? 'INACTIVE' : 'ACTIVE',
      colors: [{ frameName: 'Nogal', frameHexa: '#5C4033', baseName: 'Lino', baseHexa: '#F5F5DC' }],
    });
  }
  return lineId;
}

/** One Lighthouse run (accessibility only) on a fresh page; signed in when `session` is given. */
async function audit(browser, url, size, session) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (session) {
      // As the app keeps a session: the token and user in localStorage, the tab's marker.
      await page.evaluateOnNewDocument((s) => {
        localStorage.setItem('access_token', s.accessToken);
        localStorage.setItem('user', JSON.stringify(s.user));
        sessionStorage.setItem('taller_session', '1');
      }, session);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['accessibility'],
        disableStorageReset: true,
      },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: size.mobile ? 'mobile' : 'desktop',
          screenEmulation: { ...size, disabled: false },
          throttlingMethod: 'provided',
        },
      },
      page,
    );
    const lhr = result.lhr;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    const applicable = lhr.categories.accessibility.auditRefs.filter(
      (ref) => ref.weight > 0 && lhr.audits[ref.id]?.scoreDisplayMode === 'binary',
    ).length;
    // What the page showed when audited: list rows (table rows or phone cards) or form fields.
    const shown = await page.evaluate(
      () => document.querySelectorAll('tbody tr, [data-testid="list-card"], form input').length,
    );
    return {
      score: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      failing,
      applicable,
      shown,
      finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    await context.close();
  }
}

export default async function accessibility() {
  const server = await startServer();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
  try {
    const session = await apiOf(server.url, null)('POST', '/auth/login', {
      email: 'bench@taller.test',
      password: 'clave-de-benchmark-1',
    });
    const lineId = await seed(server, session.accessToken);
    const pages = [
      ['Iniciar sesión', '/', null],
      ['Gestión de Líneas', '/director/dashboard/lines', session],
      ['Modelos de la Línea', `/director/dashboard/models/${lineId}`, session],
    ];
    console.log('\nLighthouse accessibility (issue 15 asks ≥ 95)');
    console.log(
      'page                    size     score  audits  rows/fields  landed on                       failing audits',
    );
    for (const [name, path, who] of pages) {
      for (const [sizeName, size] of Object.entries(SIZES)) {
        const r = await audit(browser, server.url + path, size, who);
        console.log(
          `${name.padEnd(24)}${sizeName.padEnd(9)}${String(r.score).padStart(5)}  ${String(r.applicable).padStart(6)}  ${String(r.shown).padStart(11)}  ${r.finalUrl.padEnd(32)}${r.failing.join(', ') || '—'}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
