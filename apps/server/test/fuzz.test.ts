import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs, mintSession } from './auth-helpers';
import { answerProblems } from './fuzz/checks';
import { undeclaredStatuses } from './fuzz/declared';
import { hostileText } from './fuzz/hostile';
import { createChecksum } from './fuzz/db-checksum';
import { LOAD_TEST_LIMITS } from './load-limits';
import { anyRequest, encode, type Caller, type FuzzRequest } from './fuzz/requests';
import { knownEmails } from './fuzz/schema-arbitrary';
import { upload } from './media-helpers';
import { png } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

/**
 * Bad-input fuzzing of every /api route (walked from app.routeRules, inputs derived from each
 * route's own zod schemas): random and hostile bodies, params, query strings and headers. Every
 * answer must keep the rules of fuzz/checks.ts, and a rejected (4xx) request must leave every
 * table exactly as it was. FUZZ_SEED / FUZZ_RUNS reproduce or lengthen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_801);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

describe(`bad-input fuzzing of every route (${testDialect})`, () => {
  let t: TestApp;
  let checksum: () => Promise<string>;
  const tokens: Record<Caller, string | undefined> = {
    staff: undefined,
    client: undefined,
    anonymous: undefined,
    garbage: 'eyJhbGciOiJIUzI1NiJ9.e30.firma-falsa',
  };
  const statuses = new Map<number, number>();
  /** Answers per route (method and path pattern) and status, printed after the run. */
  const byRoute = new Map<string, Map<number, number>>();
  /** The statuses each operation answered when called with its own method. */
  const seenByOperation = new Map<string, Set<number>>();
  let sent = 0;
  let renewals = 0;

  let staffId = 0;
  let clientId = 0;
  const renewStaff = async () => {
    const staff = await loginAs(t, 'DIRECTOR', 'Fuzz Director');
    tokens.staff = staff.token;
    staffId = staff.id;
    knownEmails.push(staff.user.email);
  };

  beforeAll(async () => {
    // Thousands of requests as one director: a machine's load, which the limits would stop
    // before the inputs reach validation (load-limits.ts).
    t = await createTestApp(LOAD_TEST_LIMITS);
    await renewStaff();
    const client = await loginAs(t, 'CLIENTE');
    tokens.client = client.token;
    clientId = client.id;
    checksum = await createChecksum(t.app.db, t.app.dialect);
  });
  afterAll(() => t?.close());
  const document = async () => (await t.app.inject({ url: '/api/openapi.json' })).json();

  /**
   * The token a request is sent with. Logout-like routes end the session they are called with:
   * they get a fresh session of their own (made in the database), so the fuzzer's stays alive.
   */
  const tokenFor = async (request: FuzzRequest) => {
    const signedIn = request.caller === 'staff' || request.caller === 'client';
    if (signedIn && /\/logout$/.test(request.url.split('?')[0]!)) {
      const userId = request.caller === 'staff' ? staffId : clientId;
      return { token: await mintSession(t, userId), minted: true };
    }
    return { token: tokens[request.caller], minted: false };
  };

  const send = (request: FuzzRequest, token: string | undefined) => {
    sent += 1;
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(token ? authHeader(token) : {}) },
      ...(request.payload !== undefined && { payload: request.payload }),
      remoteAddress: request.remoteAddress,
    });
  };

  /** A request that changed the fuzzer's own session (or user) away: sign in again. */
  const keepStaffSession = async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: authHeader(tokens.staff!) });
    if (me.statusCode === 401) {
      renewals += 1;
      await renewStaff();
      return true;
    }
    return false;
  };

  const describeRequest = (r: FuzzRequest) =>
    JSON.stringify({
      ...r,
      payload:
        typeof r.payload === 'string' && r.payload.length > 300
          ? `${r.payload.slice(0, 300)}… (${r.payload.length} chars)`
          : Buffer.isBuffer(r.payload)
            ? `<${r.payload.length} bytes>`
            : r.payload,
    });

  it(
    `${RUNS} hostile requests: no 5xx, always the Spanish envelope, rejected ones change nothing`,
    { timeout: 240_000 },
    async () => {
      let current = await checksum();
      const property = fc.asyncProperty(anyRequest(t.app.routeRules), async (request) => {
        const { token, minted } = await tokenFor(request);
        if (minted) current = await checksum();
        const res = await send(request, token);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const route = byRoute.get(request.route) ?? new Map<number, number>();
        byRoute.set(request.route, route.set(res.statusCode, (route.get(res.statusCode) ?? 0) + 1));
        const problems = answerProblems(res, request.method, request.route.split(' ')[1]);
        if (request.carriesControl && res.statusCode < 400) {
          problems.push('a control character in a declared field was let through');
        }
        if (request.route.startsWith(`${request.method} `)) {
          const seen = seenByOperation.get(request.route) ?? new Set<number>();
          seenByOperation.set(request.route, seen.add(res.statusCode));
        }
        // What this answer left running (a password link being recorded and mailed) is part
        // of it: let it finish before the database is compared.
        await t.app.background.idle();
        const after = await checksum();
        if (res.statusCode >= 400 && res.statusCode < 500 && after !== current) {
          problems.push(`a rejected request (${res.statusCode}) changed the database`);
        }
        current = after;
        if (request.caller === 'staff' && res.statusCode === 401 && (await keepStaffSession())) {
          current = await checksum();
        }
        if (problems.length > 0) {
          throw new Error(
            `${problems.join('\n')}\nrequest: ${describeRequest(request)}\nanswer: ${res.statusCode} ${res.body.slice(0, 500)}`,
          );
        }
      });
      const started = Date.now();
      await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      console.log(
        `fuzz (${testDialect}): ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}, ` +
          `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, staff session renewed ${renewals}×`,
      );
      for (const [route, counts] of [...byRoute].sort()) {
        const line = [...counts].sort().map(([status, n]) => `${status}×${n}`);
        console.log(`  ${route.padEnd(34)} ${line.join(' ')}`);
      }
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      expect(undeclaredStatuses(await document(), seenByOperation)).toEqual([]);
      // Some requests got through: the fuzzer reaches the code behind validation.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 50);
    },
  );

  it('served files: hostile paths, ranges and validators never break /media', async () => {
    const uploaded = await upload(t, tokens.staff!, [{ name: 'foto.png', content: png(40, 40) }]);
    const url = uploaded.json().data[0].url as string;
    const size = png(40, 40).length;
    const range = fc.oneof(
      fc.constant(undefined),
      fc
        .tuple(fc.integer({ min: -5, max: size + 5 }), fc.integer({ min: -5, max: size + 5 }))
        .map(([a, b]) => `bytes=${a}-${b}`),
      fc.integer({ min: -5, max: size + 5 }).map((n) => `bytes=-${n}`),
      fc.constantFrom(
        'bytes=0-1,5-9',
        'bytes=-',
        'bytes=abc',
        'items=0-1',
        'bytes=99999999999999999999-',
        '',
      ),
    );
    const property = fc.asyncProperty(
      fc.record({
        method: fc.constantFrom('GET', 'HEAD'),
        path: fc.oneof(
          fc.constant(url),
          hostileText.map((v) => `/media/${encode(v.slice(0, 150))}`),
          fc.constantFrom(
            `${url}/..`,
            `${url}%00`,
            '/media/',
            '/media/..%2Ftaller.sqlite',
            '/media/.tmp',
          ),
        ),
        range,
        etag: fc.constantFrom(undefined, '*', `"${url.split('/').pop()}"`, 'W/"x"'),
      }),
      async ({ method, path, range, etag }) => {
        const res = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: {
            ...(range !== undefined && { range }),
            ...(etag && { 'if-none-match': etag }),
          },
        });
        expect(res.statusCode, path).toBeLessThan(500);
        if (res.statusCode === 206) {
          const [, from, to, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(
            String(res.headers['content-range']),
          )!;
          expect(Number(total)).toBe(size);
          expect(Number(to)).toBeLessThan(size);
          if (method === 'GET') expect(res.rawPayload.length).toBe(Number(to) - Number(from) + 1);
        } else if (![200, 304].includes(res.statusCode)) {
          expect(answerProblems(res, method)).toEqual([]);
        }
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: 1_000, endOnFailure: true });
  });
});
