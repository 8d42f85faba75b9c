// Functions passed to page.evaluate run in the browser, where these exist.
/* global document, window, MutationObserver, requestAnimationFrame */
import { chromium } from 'playwright-core';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Headless Chromium (CHROMIUM_PATH or Debian's), signed in with `session` in every page. */
export async function openSignedInPage(session) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return { browser, page: await newSignedInPage(browser, session) };
}

/** A page in a fresh context (empty cache) of `browser`, signed in with `session`. */
export async function newSignedInPage(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.accessToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    sessionStorage.setItem('taller_session', '1');
  }, session);
  return context.newPage();
}

/**
 * Arms a probe in the page: from the next keydown in `inputSelector` (its event time) until the
 * table's rows read `expectedFirstRow` in their first cell — seen by a MutationObserver — and
 * then until the frame after that has been painted. Resolves with both, in ms.
 */
export const armSearchProbe = (page, inputSelector, expectedFirstRow) =>
  page.evaluate(
    ([selector, expected]) =>
      new Promise((resolve) => {
        const input = document.querySelector(selector);
        let start = 0;
        input.addEventListener('keydown', (event) => (start = event.timeStamp), { once: true });
        const matches = () =>
          start > 0 && document.querySelector('tbody tr td')?.textContent?.trim() === expected;
        const observer = new MutationObserver(() => {
          if (!matches()) return;
          observer.disconnect();
          const dom = performance.now() - start;
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ dom, painted: performance.now() - start }), 0),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        window.__probeArmed = true;
      }),
    [inputSelector, expectedFirstRow],
  );
