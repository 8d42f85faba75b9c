import { expect } from 'vitest';
import { lineNameKey } from '@taller/shared';
import { changeKeys } from '../src/lib/change-feed';
import { authHeader } from './auth-helpers';
import { expectRefused } from './people-helpers';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the holder of `token`; returns status and parsed envelope. */
export async function call(t: TestApp, token: string, method: Method, url: string, body?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: authHeader(token),
    ...(body !== undefined && { payload: body }),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** `call` as the user a describe block signed in (see signedInApp). */
export const callAs =
  (session: { t: TestApp; token: string }) => (method: Method, url: string, body?: object) =>
    call(session.t, session.token, method, url, body);

type Call = [method: Method, url: string, body?: object];

/** Each call is refused to a CLIENTE account (403, in Spanish) and to a caller with no token (401). */
export async function expectStaffOnly(t: TestApp, clientToken: string, calls: Call[]) {
  for (const [method, url, body] of calls) {
    const forbidden = await call(t, clientToken, method, url, body);
    expectRefused(forbidden, 403, 'Acceso denegado para realizar esta acción', `${method} ${url}`);
    const anonymous = await t.app.inject({ method, url, ...(body && { payload: body }) });
    expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
  }
}

/**
 * The calls of a resource's own routes (its page, a record, the CSV export, create, update,
 * delete and restore) on record 1, for `expectStaffOnly`; `createBody` is a valid create.
 */
export const resourceCalls = (resource: string, createBody: object): Call[] => [
  ['GET', `/api/${resource}`],
  ['GET', `/api/${resource}/1`],
  ['GET', `/api/${resource}/export.csv`],
  ['POST', `/api/${resource}/create`, createBody],
  ['PUT', `/api/${resource}/update`, { id: 1, name: 'X' }],
  ['DELETE', `/api/${resource}/delete/1`],
  ['POST', `/api/${resource}/restore/1`],
];

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The audit fields of a live record that `name` has just made, as the API answers them. */
export const freshAudit = (name: string) => ({
  createdBy: name,
  updatedBy: name,
  createdAt: expect.stringMatching(ISO),
  updatedAt: expect.stringMatching(ISO),
  deletedAt: null,
  deletedBy: null,
});

/** The SPEC.md §7 create payload, audit fields included as the web client sends them. */
export const createPayload = (name: string, extra: object = {}) => ({
  name,
  color: '#336699',
  status: 'ACTIVE',
  description: JSON.stringify(['Primera', 'Segunda']),
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
  createdBy: 'cliente-falso',
  updatedBy: 'cliente-falso',
  ...extra,
});

export async function createLine(t: TestApp, token: string, name: string, extra: object = {}) {
  const res = await call(t, token, 'POST', '/api/line/create', createPayload(name, extra));
  if (res.statusCode !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; name: string; [key: string]: unknown };
}

/**
 * Inserts a row as an older client might have left it (raw description text). Like any write
 * that goes around the services, it announces itself, or cached lists would not know of it.
 */
export async function insertRawLine(t: TestApp, name: string, description: string | null) {
  const at = new Date().toISOString();
  const row = await t.app.db
    .insertInto('lines')
    .values({
      name,
      nameKey: lineNameKey(name),
      description,
      color: '#123456',
      status: 'ACTIVE',
      createdBy: 'antiguo',
      updatedBy: 'antiguo',
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
      deletedBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.changes.bump(changeKeys.lines);
  return row.id;
}
