import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './auth-helpers';
import { orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectRefused, okData, signedInCaller, type Caller } from './people-helpers';
import { testDialect } from './test-app';

describe(`client area: the client's institution, shown and taken by its orders (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  let f: OrderFixtures;
  let client: Caller;

  /** A CLIENTE account signed in, linked to `clientId` (or to none). */
  async function signIn(name: string, clientId?: number) {
    const user = await createUser(ctx.t, { role: 'CLIENTE', name });
    if (clientId !== undefined) {
      await ctx.t.app.db
        .updateTable('clients')
        .set({ userId: user.id })
        .where('id', '=', clientId)
        .execute();
    }
    return caller(ctx.t, (await login(ctx.t, user.email, user.password)).token);
  }

  beforeAll(async () => {
    f = await orderFixtures(ctx.api, 'CI');
    client = await signIn('Cliente CI', f.client.id as number);
  });

  it('answers the caller’s client record with its institution', async () => {
    expect(
      okData(await client('GET', '/api/client-area/me'), 'Datos del cliente encontrados'),
    ).toEqual({
      id: f.client.id,
      name: 'Cliente CI',
      institution: { id: f.institution.id, name: 'Colegio CI' },
    });
  });

  it('answers 404 to an account without a client record', async () => {
    const stranger = await signIn('Sin ficha');
    expectRefused(
      await stranger('GET', '/api/client-area/me'),
      404,
      'Su cuenta no tiene una ficha de cliente. Comuníquese con el taller.',
    );
  });

  it('an order the client places takes that institution, as a staff order does', async () => {
    const res = await client('POST', '/api/client-area/orders/create', {
      promisedDate: '2030-05-20',
      items: [{ productId: f.birrete.id, quantity: 3 }],
    });
    const order = okData(res, 'Pedido enviado. Le avisaremos cuando pase a producción.');
    expect(order).toMatchObject({
      institutionId: f.institution.id,
      institution: { id: f.institution.id, name: 'Colegio CI' },
    });
    const own = await client('GET', `/api/client-area/orders/${order.id}`);
    expect(own.body.data.institution).toMatchObject({ name: 'Colegio CI' });
  });
});
