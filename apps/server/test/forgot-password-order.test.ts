import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as UserRepository from '../src/modules/auth/user.repository';
import { createUser } from './auth-helpers';
import { testDialect, type TestApp } from './test-app';
import { expectDataless } from './people-helpers';

/**
 * Security finding 5: 'forgot password' answered faster for unknown emails, because the account
 * was looked up (and a link stored) before the answer. Now the answer goes first on both paths.
 * Proof without a clock: the account lookup for these emails waits until the answer to its
 * request has arrived. Looking the account up before answering would wait for ever (the test
 * fails by its timeout); answering first lets both finish.
 */
const answered = new Map<string, Promise<unknown>>();
const lookedUp: string[] = [];

vi.mock('../src/modules/auth/user.repository', async (importOriginal) => {
  const actual = await importOriginal<typeof UserRepository>();
  return {
    ...actual,
    findUserByEmail: async (...args: Parameters<typeof actual.findUserByEmail>) => {
      await answered.get(args[1]);
      lookedUp.push(args[1]);
      return actual.findUserByEmail(...args);
    },
  };
});

describe(`forgot password answers before it looks the account up (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The server's test files share a module cache (vitest.config.ts): load the app afresh so
    // that it imports the repository mocked above, not one an earlier file left in the cache.
    vi.resetModules();
    const { createTestApp } = await import('./test-app');
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (email: string) => {
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    answered.set(email, answer);
    return answer;
  };

  it('for a known and an unknown email alike; the link is stored afterwards', async () => {
    const user = await createUser(t, { role: 'ADMIN', email: 'conocida@taller.test' });
    const [known, unknown] = await Promise.all([
      ask('conocida@taller.test'),
      ask('desconocida@taller.test'),
    ]);
    for (const res of [known, unknown]) {
      expectDataless(
        res,
        200,
        'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
      );
    }
    expect(known.body).toBe(unknown.body);
    // The proof holds only if the lookups went through the mock.
    expect(lookedUp.sort()).toEqual(['conocida@taller.test', 'desconocida@taller.test']);
    await t.app.background.idle();
    const tokens = await t.app.db.selectFrom('passwordTokens').selectAll().execute();
    expect(tokens.map((row) => row.userId)).toEqual([user.id]);
    const asked = t.logs.filter((l) => l.event === 'forgot-password');
    expect(asked.map((l) => [l.email, l.known])).toEqual(
      expect.arrayContaining([
        ['conocida@taller.test', true],
        ['desconocida@taller.test', false],
      ]),
    );
  });

  it('does nothing for a refused request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'no es un correo' },
    });
    expect(res.statusCode).toBe(400);
    await t.app.background.idle();
    expect(t.logs.filter((l) => l.email === 'no es un correo')).toEqual([]);
  });
});
