import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from './auth-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectDataless, failure, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const EXPIRED =
  'Ya no se puede deshacer este cambio de estado: pasó más de un minuto o lo hizo otra persona';
const STALE = 'El pedido cambió después: ya no se puede deshacer este cambio de estado';

describe(`orders: 'Deshacer' a status change (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'U');
  });
  afterEach(() => vi.useRealTimers());

  const move = (id: number, status: string, note?: string) =>
    api('POST', `/api/order/${id}/status`, { status, ...(note ? { note } : {}) });
  const undo = (id: number, version: number, as = api) =>
    as('POST', `/api/order/${id}/status/undo`, { version });

  it('puts back the status the order had, and its history says so', async () => {
    const order = await createOrder(api, f);
    const cancelled = (await move(order.id, 'CANCELLED', 'Se equivocó de colegio')).body.data;
    const res = await undo(order.id, cancelled.version);
    okData(res, 'Cambio de estado deshecho');
    expect(res.body.data).toMatchObject({ status: 'PENDING', version: cancelled.version + 1 });
    expect(res.body.data.history.slice(-1)).toEqual([
      {
        from: 'CANCELLED',
        to: 'PENDING',
        note: 'Cambio de estado deshecho',
        by: 'Ana Admin',
        at: expect.any(String),
      },
    ]);
    // Its pipeline goes on from where it was.
    expect((await move(order.id, 'IN_PRODUCTION')).statusCode).toBe(200);
  });

  it('is refused once the order changed again, and for an undo already done', async () => {
    const order = await createOrder(api, f);
    const produced = (await move(order.id, 'IN_PRODUCTION')).body.data;
    await move(order.id, 'FINISHED');
    expectDataless(await undo(order.id, produced.version), 409, STALE, 'STALE_VERSION');

    const other = await createOrder(api, f);
    const moved = (await move(other.id, 'IN_PRODUCTION')).body.data;
    const undone = (await undo(other.id, moved.version)).body.data;
    // Undoing the undo would move the order forward again: that is not what the toast offered.
    expectDataless(await undo(other.id, undone.version), 409, EXPIRED, 'UNDO_EXPIRED');
    expect((await api('GET', `/api/order/${other.id}`)).body.data.status).toBe('PENDING');
  });

  it('is refused to another person and after a minute', async () => {
    const order = await createOrder(api, f);
    const produced = (await move(order.id, 'IN_PRODUCTION')).body.data;
    const someone = await loginAs(ctx.t, 'DIRECTOR', 'Dora Directora');
    const theirs = await undo(order.id, produced.version, caller(ctx.t, someone.token));
    expect(failure(theirs)).toEqual({ statusCode: 409, status: 409, message: EXPIRED });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const late = await undo(order.id, produced.version);
    expect(failure(late)).toEqual({ statusCode: 409, status: 409, message: EXPIRED });
    expect((await api('GET', `/api/order/${order.id}`)).body.data.status).toBe('IN_PRODUCTION');
  });

  it('answers 404 for an order that is not there, and 400 without a version', async () => {
    expect((await undo(999999, 2)).statusCode).toBe(404);
    const order = await createOrder(api, f);
    const res = await api('POST', `/api/order/${order.id}/status/undo`, {});
    expect(failure(res)).toMatchObject({ statusCode: 400, status: 400 });
    expect(res.body).toMatchObject({ code: 'VALIDATION' });
  });
});
