import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll } from 'vitest';
import { STAFF_ROLES } from '@taller/shared';
import { insertSession } from '../src/modules/auth/session.repository';
import { AUDIENCE, ISSUER } from '../src/modules/auth/tokens';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/auth/user.repository';
import { createTestApp, type TestApp } from './test-app';

export const ALL_ROLES = [...STAFF_ROLES, 'CLIENTE'] as const;
export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;

/**
 * Inserts a user straight into the database (the way a seed would). `password: null` leaves the
 * account without one (an invitation not yet accepted); `deleted` puts it in the trash.
 */
export async function createUser(
  t: TestApp,
  options: {
    role: string;
    email?: string;
    password?: string | null;
    status?: string;
    name?: string;
    deleted?: boolean;
  },
) {
  counter += 1;
  const email = options.email ?? `${options.role.toLowerCase()}${counter}@taller.test`;
  const password =
    options.password === null ? null : (options.password ?? `clave-segura-${counter}-prueba`);
  const name = options.name ?? `Usuario ${options.role} ${counter}`;
  const at = new Date().toISOString();
  const id = await insertUser(t.app.db, {
    name,
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    role: options.role,
    status: options.status ?? 'ACTIVE',
    phone: null,
    lastLoginAt: null,
    createdBy: 'test',
    updatedBy: 'test',
    createdAt: at,
    updatedAt: at,
    deletedAt: options.deleted ? at : null,
    deletedBy: options.deleted ? 'test' : null,
  });
  return { id, email, password: password ?? '', name };
}

/** Signs in through the API; returns the bearer token and the refresh cookie. */
export async function login(t: TestApp, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'taller_refresh');
  return {
    token: res.json().data.accessToken as string,
    user: res.json().data.user as { id: number; name: string; email: string; role: string },
    cookie: cookie?.value ?? '',
  };
}

/** A new user of the role, signed in. */
export async function loginAs(t: TestApp, role: string, name?: string) {
  const user = await createUser(t, { role, name });
  return { ...(await login(t, user.email, user.password)), id: user.id };
}

/**
 * For a describe block: a fresh app (`env` is read when the block starts) and a user of `role`
 * signed in (`token`, `user`, `id`). Filled in by beforeAll; afterAll closes the app.
 */
export function signedInApp(
  role: string,
  name?: string,
  env: () => Record<string, string> = () => ({}),
) {
  const session = {} as { t: TestApp } & Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    const t = await createTestApp(env());
    Object.assign(session, { t }, await loginAs(t, role, name));
  });
  afterAll(() => session.t.close());
  return session;
}

/** Chooses `password` through a mailed or shared link's `token` (POST /api/auth/reset-password). */
export const setPassword = (t: TestApp, token: string | null, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

/** GET /api/auth/me as the holder of `token`. */
export const authMe = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });

/** The claims inside a token (no verification: the test made it). */
export const decodeClaims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
    exp: number;
  };

/**
 * A token for a session, signed HS256 with `key` (the app's own secret unless told) and the
 * app's issuer and audience: the test chooses the claims, e.g. an exp in the past.
 */
export function signToken(
  t: TestApp,
  claims: { sub: string; sid: string; exp: number },
  key: string = t.config.jwtSecret,
) {
  const sign = createSigner({ key, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE });
  return sign(claims) as string;
}

/** A token with `alg: none` and no signature, carrying live claims. */
export function unsignedToken(claims: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: ISSUER, aud: AUDIENCE, ...claims })}.`;
}

/** A live session for a user, made straight in the database (no password hashing): its token. */
export async function mintSession(t: TestApp, userId: number) {
  const id = randomUUID();
  const at = new Date().toISOString();
  await insertSession(t.app.db, {
    id,
    userId,
    refreshHash: randomUUID(),
    previousRefreshHash: null,
    createdAt: at,
    lastUsedAt: at,
    revokedAt: null,
    userAgent: null,
    ip: null,
  });
  return signToken(t, { sub: String(userId), sid: id, exp: Math.floor(Date.now() / 1000) + 900 });
}
