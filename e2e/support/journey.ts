import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { eventually } from './poll';
import { signInThroughApi, useSession, type Session } from './api';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * The server and the browser of one journey file. They start in a `beforeAll` and stop in an
 * `afterAll`, so a file whose tests are all filtered out (`vitest run -t …`) starts nothing. The
 * objects returned stand for them, so that the file names them once at its top; they are used
 * inside its hooks and tests.
 */
export function startJourney(env?: Parameters<typeof startServer>[0]): {
  server: RunningServer;
  browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  // Also when the beforeAll failed or timed out half-way: whatever started is stopped.
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    server: onceStarted('server', () => server),
    browser: onceStarted('browser', () => browser),
  };
}

/**
 * Stands for the object `current` gives once a `beforeAll` has made it: every property read
 * (methods bound to it) and write, key listing and `in` goes to that object; before, they
 * throw. It is not that object: do not compare it (`===`, `instanceof`) or log it.
 */
function onceStarted<T extends object>(what: string, current: () => T | undefined): T {
  const made = () => {
    const value = current();
    if (!value) throw new Error(`the journey's ${what} is used before its beforeAll made it`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value = made();
      const property: unknown = Reflect.get(value, key, value);
      return typeof property === 'function' ? property.bind(value) : property;
    },
    set: (_, key, value) => Reflect.set(made(), key, value),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The viewports the journeys look at: a laptop screen and a phone. */
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

/**
 * A page already signed in with `session`, desktop-sized (1280×900 unless `viewport` says) or,
 * with `phone`, a touch phone of PHONE's size; the page's uncaught errors, and its console
 * errors unless `consoleErrors` is false, are pushed onto `errors`.
 */
export async function openSignedInPage(
  browser: Browser,
  session: Session,
  errors: string[],
  {
    consoleErrors = true,
    phone = false,
    viewport = { width: 1280, height: 900 },
  }: {
    consoleErrors?: boolean;
    phone?: boolean;
    viewport?: { width: number; height: number };
  } = {},
): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport },
  );
  await useSession(context, session);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  collectErrors(page, errors, { consoleErrors });
  return page;
}

/** A page in a new context (`options` as Playwright takes them), its errors pushed onto `errors`. */
export async function openPage(
  browser: Browser,
  errors: string[],
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  collectErrors(page, errors);
  return page;
}

/** Pushes the page's uncaught errors, and its console errors unless told not to, onto `errors`. */
export function collectErrors(page: Page, errors: string[], { consoleErrors = true } = {}) {
  page.on('pageerror', (e) => errors.push(e.message));
  if (consoleErrors) page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}

/**
 * The page's API calls still waiting for their answer: a journey waits for none to be left
 * (and for the next frame) before it checks that something did not happen.
 */
export function apiCallsInFlight(page: Page) {
  const pending = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => isApi(r.url()) && pending.add(r));
  page.on('response', (r) => pending.delete(r.request()));
  page.on('requestfailed', (r) => pending.delete(r));
  return async () => {
    await expect.poll(() => pending.size, eventually).toBe(0);
    // Answers are handled by the page's scripts after they arrive: let one frame go by.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  };
}

/**
 * startJourney, then (in a `beforeAll` too) the first director signed in through the API on an
 * open page (of `viewport`'s size, 1280×900 unless told). `errors` gathers the uncaught and
 * console errors of that page and of the pages opened with it.
 */
export function startSignedInJourney(viewport?: { width: number; height: number }) {
  const errors: string[] = [];
  const { server, browser } = startJourney();
  let signedIn: { session: Session; page: Page } | undefined;
  beforeAll(async () => {
    const session = await signInThroughApi(server);
    signedIn = { session, page: await openSignedInPage(browser, session, errors, { viewport }) };
  });
  return {
    server,
    browser,
    session: onceStarted('session', () => signedIn?.session),
    page: onceStarted('page', () => signedIn?.page),
    errors,
  };
}
