import { describe, expect, it } from 'vitest';
import { createUser, login, loginAs, setPassword } from './auth-helpers';
import { caller, okData, signedInCaller, signedInCallerWithMail } from './people-helpers';
import { testDialect } from './test-app';

/** The set-password link answered to staff only when no mail server is configured (issue 15). */
describe(`password links without a mail server (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora', () => ({
    PUBLIC_URL: 'http://taller.test',
  }));
  const { api } = ctx;

  it('answers the invitation link with a message that says nothing was mailed', async () => {
    const res = await api('POST', '/api/user/create', {
      name: 'Invitada Sin Correo',
      email: 'sincorreo@taller.test',
      role: 'PRODUCER',
      invite: true,
    });
    const link: string = okData(
      res,
      'Usuario creado. No hay un servidor de correo configurado: comparta el enlace.',
    ).passwordLink;
    expect(link).toMatch(/^http:\/\/taller\.test\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token');
    expect((await setPassword(ctx.t, token, 'clave elegida sin correo')).statusCode).toBe(200);
    expect((await login(ctx.t, 'sincorreo@taller.test', 'clave elegida sin correo')).token).toEqual(
      expect.any(String),
    );
  });

  it('answers no link when a password was given', async () => {
    const res = await api('POST', '/api/user/create', {
      name: 'Con Clave',
      email: 'conclave@taller.test',
      role: 'ADMIN',
      password: 'una clave inicial larga',
    });
    expect(res.body.message).toBe('Usuario creado exitosamente');
    expect(res.body.data).not.toHaveProperty('passwordLink');
  });

  it("answers 'Restablecer contraseña' with the link, for users and for clients' accounts", async () => {
    const user = await createUser(ctx.t, { role: 'ADMIN', email: 'olvido2@taller.test' });
    const res = await api('POST', `/api/user/${user.id}/reset-password`);
    expect(res.body.message).toBe('No hay un servidor de correo configurado: comparta el enlace.');
    expect(res.body.data.passwordLink).toMatch(/reset-password\?token=/);

    const client = await api('POST', '/api/client/create', {
      name: 'Cliente Sin Correo',
      documentNumber: 'SC-1',
      email: 'cliente.sincorreo@taller.test',
      createAccess: true,
    });
    expect(client.body.message).toBe(
      'Cliente creado. No hay un servidor de correo configurado: comparta el enlace.',
    );
    expect(client.body.data.passwordLink).toMatch(/reset-password\?token=/);
    const again = await api('POST', `/api/client/${client.body.data.id}/reset-password`);
    expect(again.body.message).toBe(
      'No hay un servidor de correo configurado: comparta el enlace.',
    );
    expect(again.body.data.passwordLink).toMatch(/reset-password\?token=/);
  });

  it('gives no link to a caller who may not act on the account', async () => {
    const user = await createUser(ctx.t, { role: 'ADMIN', email: 'ajeno@taller.test' });
    const producer = caller(ctx.t, (await loginAs(ctx.t, 'PRODUCER')).token);
    const res = await producer('POST', `/api/user/${user.id}/reset-password`);
    expect(res.statusCode).toBe(403);
    expect(res.text).not.toContain('reset-password?token=');
    // An ADMIN may not act on a director's account (issue 13): no link either.
    const director = await createUser(ctx.t, {
      role: 'DIRECTOR',
      email: 'otra.directora@taller.test',
    });
    const admin = caller(ctx.t, (await loginAs(ctx.t, 'ADMIN')).token);
    const refused = await admin('POST', `/api/user/${director.id}/reset-password`);
    expect(refused.statusCode).toBe(403);
    expect(refused.text).not.toContain('token=');
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ajeno@taller.test' },
    });
    expect(anonymous.body).not.toContain('token=');
  });
});

describe(`password links with a mail server (${testDialect})`, () => {
  const ctx = signedInCallerWithMail('DIRECTOR', 'Dora Directora');

  it('mails the link and never answers it', async () => {
    const res = await ctx.api('POST', '/api/user/create', {
      name: 'Invitada Con Correo',
      email: 'concorreo@taller.test',
      role: 'PRODUCER',
      invite: true,
    });
    expect(res.body.message).toBe('Usuario creado. Se ha enviado una invitación por correo.');
    expect(res.body.data).not.toHaveProperty('passwordLink');
    await ctx.smtp.waitFor('concorreo@taller.test');
    const reset = await ctx.api('POST', `/api/user/${res.body.data.id}/reset-password`);
    expect(reset.body.data).not.toHaveProperty('passwordLink');
  });
});
