import { describe, expect, it } from 'vitest';
import { authMe, createUser, login, setPassword } from './auth-helpers';
import {
  creator,
  caller,
  expectRefused,
  failure,
  okData,
  signedInCallerWithMail,
} from './people-helpers';
import { tokenFromMail } from './smtp';
import { testDialect } from './test-app';

describe(`clients: sign-in access ('Crear acceso') (${testDialect})`, () => {
  const ctx = signedInCallerWithMail('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  const createClient = creator(api, '/api/client/create');

  /** Opens the invitation mail, chooses a password through the link and signs in. */
  async function acceptInvitation(email: string, password: string) {
    const mail = await ctx.smtp.waitFor(email);
    ctx.smtp.received.splice(ctx.smtp.received.indexOf(mail), 1);
    const reset = await setPassword(ctx.t, tokenFromMail(mail.raw), password);
    expect(reset.statusCode).toBe(200);
    return { mail, session: await login(ctx.t, email, password) };
  }
  const me = (token: string) => authMe(ctx.t, token);

  /** A client created with 'Crear acceso' who accepted the invitation with `password`. */
  async function clientWhoAccepted(
    fields: { name: string; documentNumber: string; email: string },
    password: string,
  ) {
    const client = await createClient({ ...fields, createAccess: true });
    const { session } = await acceptInvitation(fields.email, password);
    return { client, session };
  }

  it('needs an email to create an access', async () => {
    const res = await api('POST', '/api/client/create', {
      name: 'Sin Correo',
      documentNumber: 'A1',
      createAccess: true,
    });
    expectRefused(res, 400, 'El correo es requerido para crear el acceso del cliente');
  });

  it('creates a CLIENTE account, mails the invitation, and the client signs in with the link', async () => {
    const res = await api('POST', '/api/client/create', {
      name: 'Lucía Flores',
      documentNumber: 'C100',
      email: 'Lucia@Cliente.BO',
      phone: '76543210',
      createAccess: true,
    });
    const { account } = okData(res, 'Cliente creado. Se ha enviado una invitación por correo.');
    expect(account).toMatchObject({
      email: 'lucia@cliente.bo',
      status: 'ACTIVE',
      hasPassword: false,
      lastLoginAt: null,
    });
    const { mail, session } = await acceptInvitation('lucia@cliente.bo', 'mi clave de cliente');
    expect(mail.raw).toContain('Subject: Te han invitado a Taller');
    expect(session.user).toMatchObject({
      name: 'Lucía Flores',
      email: 'lucia@cliente.bo',
      role: 'CLIENTE',
    });
    const details = await api('GET', `/api/client/${res.body.data.id}`);
    expect(details.body.data.account).toMatchObject({
      hasPassword: true,
      lastLoginAt: expect.any(String),
    });

    // A client is no staff member: every call here is refused.
    const cliente = caller(ctx.t, session.token);
    for (const url of [
      '/api/client',
      '/api/client/export.csv',
      `/api/client/${res.body.data.id}`,
      '/api/institution',
      '/api/user',
    ]) {
      expect(failure(await cliente('GET', url)), url).toEqual({
        statusCode: 403,
        status: 403,
        message: 'Acceso denegado para realizar esta acción',
      });
    }
  });

  it('refuses an access whose email another user already has', async () => {
    await createUser(ctx.t, { role: 'ADMIN', email: 'ocupado@taller.test' });
    const res = await api('POST', '/api/client/create', {
      name: 'Correo Ocupado',
      documentNumber: 'C200',
      email: 'OCUPADO@taller.test',
      createAccess: true,
    });
    expectRefused(res, 409, 'Ya existe un usuario con este correo');
    // Nothing half-made: the client was not created either.
    expect((await api('GET', '/api/client?q=C200')).body.data.total).toBe(0);
  });

  it('deactivating the client ends its sessions at once; reactivating lets it sign in again', async () => {
    const { client, session } = await clientWhoAccepted(
      { name: 'Mario Paz', documentNumber: 'C300', email: 'mario@cliente.bo' },
      'clave de mario paz',
    );
    expect((await me(session.token)).statusCode).toBe(200);

    const res = await api('PUT', '/api/client/update', { id: client.id, status: 'INACTIVE' });
    expect(res.body.data).toMatchObject({ status: 'INACTIVE', account: { status: 'INACTIVE' } });
    expect((await me(session.token)).statusCode).toBe(401);
    const refused = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'mario@cliente.bo', password: 'clave de mario paz' },
    });
    expect(refused.json().message).toBe(
      'Tu cuenta está desactivada. Contacta con un administrador.',
    );

    await api('PUT', '/api/client/update', { id: client.id, status: 'ACTIVE' });
    expect(
      (await me((await login(ctx.t, 'mario@cliente.bo', 'clave de mario paz')).token)).statusCode,
    ).toBe(200);
  });

  it('deleting the client deactivates its account and ends its sessions; restoring restores it', async () => {
    const { client, session } = await clientWhoAccepted(
      { name: 'Rosa Vera', documentNumber: 'C400', email: 'rosa@cliente.bo' },
      'clave de rosa vera',
    );
    await api('DELETE', `/api/client/delete/${client.id}`);
    expect((await me(session.token)).statusCode).toBe(401);
    const account = await ctx.t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rosa@cliente.bo')
      .executeTakeFirstOrThrow();
    expect(account.status).toBe('INACTIVE');

    const restored = await api('POST', `/api/client/restore/${client.id}`);
    expect(restored.body.data.account).toMatchObject({ status: 'ACTIVE' });
    expect(await login(ctx.t, 'rosa@cliente.bo', 'clave de rosa vera')).toHaveProperty('token');
  });

  it("adds an access to an existing client on update, and keeps the account's email in step", async () => {
    const client = await createClient({ name: 'Tomás Gil', documentNumber: 'C500' });
    expect(
      failure(await api('PUT', '/api/client/update', { id: client.id, createAccess: true }))
        .message,
    ).toBe('El correo es requerido para crear el acceso del cliente');
    const res = await api('PUT', '/api/client/update', {
      id: client.id,
      email: 'tomas@cliente.bo',
      createAccess: true,
    });
    okData(res, 'Cliente actualizado. Se ha enviado una invitación por correo.');
    await acceptInvitation('tomas@cliente.bo', 'clave de tomas gil');

    // Asking again changes nothing and sends nothing.
    const again = await api('PUT', '/api/client/update', {
      id: client.id,
      createAccess: true,
      name: 'Tomás Gil Rojas',
    });
    expect(again.body.message).toBe('Cliente actualizado exitosamente');
    expect(
      failure(await api('PUT', '/api/client/update', { id: client.id, email: '' })).message,
    ).toBe('El correo es requerido porque el cliente tiene acceso');
    await api('PUT', '/api/client/update', { id: client.id, email: 'tomas.gil@cliente.bo' });
    const session = await login(ctx.t, 'tomas.gil@cliente.bo', 'clave de tomas gil');
    expect(session.user.name).toBe('Tomás Gil Rojas');
  });

  it('gives an inactive client an inactive access and invites only once it is reactivated', async () => {
    const client = await createClient({ name: 'Dormido', documentNumber: 'C800' });
    await api('PUT', '/api/client/update', { id: client.id, status: 'INACTIVE' });
    const res = await api('PUT', '/api/client/update', {
      id: client.id,
      email: 'dormido@cliente.bo',
      createAccess: true,
    });
    expect(res.body.message).toBe('Cliente actualizado exitosamente');
    expect(res.body.data.account).toMatchObject({ status: 'INACTIVE', hasPassword: false });
    expect(failure(await api('POST', `/api/client/${client.id}/reset-password`)).message).toBe(
      'No se puede enviar el enlace a un cliente desactivado',
    );
    await api('PUT', '/api/client/update', { id: client.id, status: 'ACTIVE' });
    expect(ctx.smtp.received.some((m) => m.to.includes('dormido@cliente.bo'))).toBe(false);
    expect((await api('POST', `/api/client/${client.id}/reset-password`)).statusCode).toBe(200);
    const { session } = await acceptInvitation('dormido@cliente.bo', 'clave del dormido');
    expect(session.user.role).toBe('CLIENTE');
  });

  it('mails a set-password link to a client with an access, and says so when there is none', async () => {
    const without = await createClient({ name: 'Sin Acceso', documentNumber: 'C600' });
    expectRefused(
      await api('POST', `/api/client/${without.id}/reset-password`),
      409,
      'El cliente no tiene acceso',
    );
    const client = await createClient({
      name: 'Con Acceso',
      documentNumber: 'C700',
      email: 'con@cliente.bo',
      createAccess: true,
    });
    await ctx.smtp.waitFor('con@cliente.bo');
    ctx.smtp.received.length = 0;
    const res = await api('POST', `/api/client/${client.id}/reset-password`);
    okData(res, 'Se ha enviado un enlace para elegir la contraseña');
    // Still no password chosen: the new link is an invitation again.
    expect((await ctx.smtp.waitFor('con@cliente.bo')).raw).toContain(
      'Subject: Te han invitado a Taller',
    );
  });
});
