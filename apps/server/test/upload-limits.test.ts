import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES as LM } from '@taller/shared';
import { authHeader, loginAs } from './auth-helpers';
import { signedInClient, type SignedInClient } from './client-area-helpers';
import { upload } from './media-helpers';
import { mp4, multipart, png } from './media-samples';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, signedInCaller } from './people-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

const DAY_S = 24 * 60 * 60;

/** A 429 of the day's limits: the wait in Retry-After and in the data, up to a day. */
function expectWaitADay(
  res: { statusCode: number; headers: Record<string, unknown>; body: Record<string, unknown> },
  message: (seconds: number) => string,
) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(DAY_S - 600);
  expect(seconds).toBeLessThanOrEqual(DAY_S);
  expect(res.body).toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
    data: { retryAfterSeconds: seconds },
  });
  expect(res.body.message).toBe(message(seconds));
}

const attachTo = async (t: TestApp, token: string, url: string) => {
  const body = await multipart([
    { field: 'file', name: 'foto.png', content: png(6, 6), type: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeader(token), ...body.headers },
    payload: body.payload,
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() };
};

/** Uploads limited per account (issue 32, finding 3), at the production values. */
describe(`upload limits (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api: staff } = ctx;
  let f: OrderFixtures;

  /** 'Enviar comprobante' of Bs 1 for the client's order, answered with its headers. */
  const proofFor = async (client: SignedInClient, orderId: number) => {
    const form = new FormData();
    const fields = { orderId, paidAt: '2026-11-20', method: 'TRANSFER', amountCents: 100 };
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('file', new Blob([png(8, 8)], { type: 'image/png' }), 'pago.png');
    const request = new Request('http://taller.test/', { method: 'POST', body: form });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/client-area/payments/create',
      headers: {
        ...authHeader(client.token),
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.json() };
  };
  const proofsOf = async (orderId: number) =>
    (
      await ctx.t.app.db
        .selectFrom('payments')
        .select('id')
        .where('orderId', '=', orderId)
        .execute()
    ).length;
  const reject = async (id: number) =>
    expect(
      (await staff('POST', `/api/payment/${id}/reject`, { reason: 'No se ve el monto' }))
        .statusCode,
    ).toBe(200);

  beforeAll(async () => {
    f = await orderFixtures(staff, 'UL');
  });

  it('a client’s 31st proof in a day is refused with 429, Retry-After and the Spanish message', async () => {
    const client = await signedInClient(ctx.t, staff, 'Cliente Insistente');
    const order = await createOrder(staff, f, { clientId: client.client.id });
    for (let i = 0; i < 30; i++) {
      const sent = await proofFor(client, order.id);
      expect(sent.statusCode, sent.body.message).toBe(200);
      // Decided at once, so that the cap on pending proofs is not what stops the 31st.
      await reject(sent.body.data.id);
    }
    const res = await proofFor(client, order.id);
    expectWaitADay(res, (s) => LM.proofsPerDay(30, s));
    expect(await proofsOf(order.id)).toBe(30);
  });

  it('a client with 10 proofs waiting for a decision sends no 11th until one is decided', async () => {
    const client = await signedInClient(ctx.t, staff, 'Cliente Esperando');
    const order = await createOrder(staff, f, { clientId: client.client.id });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await proofFor(client, order.id)).body.data.id);
    const refused = await proofFor(client, order.id);
    expect(refused).toMatchObject({
      statusCode: 429,
      body: { code: 'TOO_MANY_PENDING', message: LM.pendingProofs(10), data: { max: 10 } },
    });
    expect(await proofsOf(order.id)).toBe(10);
    await reject(ids[0]!);
    expect((await proofFor(client, order.id)).statusCode).toBe(200);
  });

  it('an account keeps at most 10 ticket files unsent; sending some frees room', async () => {
    const client = await signedInClient(ctx.t, staff, 'Cliente Adjuntador');
    const url = '/api/client-area/tickets/attachments';
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await attachTo(ctx.t, client.token, url)).body.data.id);
    const refused = await attachTo(ctx.t, client.token, url);
    expect(refused).toMatchObject({
      statusCode: 429,
      body: { code: 'TOO_MANY_PENDING', message: LM.pendingTicketFiles(10) },
    });
    const sent = await client.api('POST', '/api/client-area/tickets/create', {
      subject: 'Adjunto fotos',
      message: 'Van las primeras cinco.',
      attachmentIds: ids.slice(0, 5),
    });
    expect(sent.statusCode).toBe(200);
    expect((await attachTo(ctx.t, client.token, url)).statusCode).toBe(200);
  });
});

/** The daily files and bytes of every upload, lowered here so that a few files reach them. */
describe(`daily upload quotas (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLIENT_UPLOADS_PER_DAY: '3', STAFF_MB_PER_DAY: '1' });
  });
  afterAll(() => t.close());

  it('counts files a day per account: the 4th is refused, another account goes on', async () => {
    const staff = caller(t, (await loginAs(t, 'DIRECTOR')).token);
    const [ana, beto] = [
      await signedInClient(t, staff, 'Ana Cuota'),
      await signedInClient(t, staff, 'Beto Cuota'),
    ];
    const url = '/api/client-area/tickets/attachments';
    for (let i = 0; i < 3; i++) expect((await attachTo(t, ana.token, url)).statusCode).toBe(200);
    expectWaitADay(await attachTo(t, ana.token, url), (s) => LM.uploadsPerDay(3, s));
    expect((await attachTo(t, beto.token, url)).statusCode).toBe(200);
  });

  it('counts bytes a day per account, with what the request brings', async () => {
    const { token } = await loginAs(t, 'ADMIN');
    const video = (n: number) => [
      { name: `v${n}.mp4`, content: mp4(600 * 1024), type: 'video/mp4' },
    ];
    expect((await upload(t, token, video(1))).statusCode).toBe(200);
    const refused = await upload(t, token, video(2));
    expectWaitADay(
      { statusCode: refused.statusCode, headers: refused.headers, body: refused.json() },
      (s) => LM.uploadBytesPerDay(1, s),
    );
    // A small file still fits in what is left of the megabyte.
    const small = await upload(t, token, [
      { name: 'p.png', content: png(4, 4), type: 'image/png' },
    ]);
    expect(small.statusCode).toBe(200);
  });
});
