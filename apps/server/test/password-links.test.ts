import { describe, expect, it } from 'vitest';
import { createUser, login, setPassword } from './auth-helpers';
import { creator, signedInCallerWithMail } from './people-helpers';
import { tokenFromMail } from './smtp';
import { testDialect } from './test-app';
import { eventually } from './poll';

/**
 * Security finding 3: a set-password link lives only until the account's password or email
 * changes. Using one link ends every other link of the account; so does a change of email, made
 * in Usuarios or through the client the account belongs to.
 */
describe(`password links end when the password or the email changes (${testDialect})`, () => {
  const ctx = signedInCallerWithMail('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  /** The tokens of every link mailed to `to` so far, oldest first, once there are `count`. */
  async function tokensMailedTo(to: string, count: number) {
    await ctx.smtp.waitFor(to);
    await expect
      .poll(() => ctx.smtp.received.filter((m) => m.to.includes(to)).length, eventually)
      .toBe(count);
    return ctx.smtp.received.filter((m) => m.to.includes(to)).map((m) => tokenFromMail(m.raw));
  }

  const refused = {
    status: 400,
    message: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
  };

  it('using one link ends the others', async () => {
    const user = await createUser(ctx.t, { role: 'ADMIN', email: 'dos.enlaces@taller.test' });
    for (let i = 0; i < 3; i++) {
      expect((await api('POST', `/api/user/${user.id}/reset-password`)).statusCode).toBe(200);
    }
    const [first, second, third] = await tokensMailedTo(user.email, 3);
    expect((await setPassword(ctx.t, second!, 'la segunda clave elegida')).statusCode).toBe(200);
    for (const other of [first!, third!]) {
      const res = await setPassword(ctx.t, other, 'una clave de un enlace viejo');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
    expect((await login(ctx.t, user.email, 'la segunda clave elegida')).user.id).toBe(user.id);
  });

  it('a change of email in Usuarios ends the links mailed before it', async () => {
    const user = await createUser(ctx.t, { role: 'PRODUCER', email: 'antes@taller.test' });
    await api('POST', `/api/user/${user.id}/reset-password`);
    const [old] = await tokensMailedTo('antes@taller.test', 1);
    // Saving the same email again ends nothing.
    expect(
      (await api('PUT', '/api/user/update', { id: user.id, email: 'Antes@Taller.test' }))
        .statusCode,
    ).toBe(200);
    await api('POST', `/api/user/${user.id}/reset-password`);
    const [, kept] = await tokensMailedTo('antes@taller.test', 2);
    expect(
      (await api('PUT', '/api/user/update', { id: user.id, email: 'despues@taller.test' }))
        .statusCode,
    ).toBe(200);
    for (const token of [old!, kept!]) {
      expect((await setPassword(ctx.t, token, 'clave por un enlace viejo')).json()).toMatchObject(
        refused,
      );
    }
    // A link mailed to the new address works.
    await api('POST', `/api/user/${user.id}/reset-password`);
    const [fresh] = await tokensMailedTo('despues@taller.test', 1);
    expect((await setPassword(ctx.t, fresh!, 'clave por el enlace nuevo')).statusCode).toBe(200);
  });

  it('a change of a client’s email ends the links mailed to its account', async () => {
    const client = await creator(
      api,
      '/api/client/create',
    )({
      name: 'Clienta Con Acceso',
      documentNumber: 'PL-1',
      email: 'clienta.antes@cliente.bo',
      createAccess: true,
    });
    const [invitation] = await tokensMailedTo('clienta.antes@cliente.bo', 1);
    expect(
      (await api('PUT', '/api/client/update', { id: client.id, email: 'clienta.nueva@cliente.bo' }))
        .statusCode,
    ).toBe(200);
    expect((await setPassword(ctx.t, invitation!, 'clave de la invitación')).json()).toMatchObject(
      refused,
    );
  });
});
