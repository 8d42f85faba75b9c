import { STAFF_ROLES } from '@taller/shared';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/users/user.repository';
import type { TestApp } from './test-app';

export const ALL_ROLES = [...STAFF_ROLES, 'CLIENTE'] as const;
export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;

/** Inserts a user straight into the database (the way a seed would). */
export async function createUser(
  t: TestApp,
  options: { role: string; email?: string; password?: string; status?: string; name?: string },
) {
  counter += 1;
  const email = options.email ?? `${options.role.toLowerCase()}${counter}@taller.test`;
  const password = options.password ?? `clave-segura-${counter}-prueba`;
  const at = new Date().toISOString();
  const id = await insertUser(t.app.db, {
    name: options.name ?? `Usuario ${options.role} ${counter}`,
    email,
    passwordHash: await hashPassword(password),
    role: options.role,
    status: options.status ?? 'ACTIVE',
    phone: null,
    lastLoginAt: null,
    createdBy: 'test',
    updatedBy: 'test',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    deletedBy: null,
  });
  return { id, email, password, name: options.name ?? `Usuario ${options.role} ${counter}` };
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
