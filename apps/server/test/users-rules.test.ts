import { describe, expect, it } from 'vitest';
import { authMe, createUser, login, loginAs } from './auth-helpers';
import { caller, failure, signedInCallerWithMail } from './people-helpers';
import { tokenFromMail } from './smtp';
import { createTestApp, testDialect } from './test-app';

describe(`users: protection rules, sessions, mail and roles (${testDialect})`, () => {
  const ctx = signedInCallerWithMail('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  it('lets nobody deactivate, demote or delete themselves', async () => {
    const me = await loginAs(ctx.t, 'ADMINISTRADOR');
    const mine = caller(ctx.t, me.token);
    expect(
      failure(await mine('PUT', '/api/user/update', { id: me.id, status: 'INACTIVE' })),
    ).toEqual({
      statusCode: 400,
      status: 400,
      message: 'No puedes desactivar tu propia cuenta',
    });
    expect(failure(await mine('PUT', '/api/user/update', { id: me.id, role: 'PRODUCER' }))).toEqual(
      {
        statusCode: 400,
        status: 400,
        message: 'No puedes cambiar tu propio rol',
      },
    );
    expect(failure(await mine('DELETE', `/api/user/delete/${me.id}`))).toEqual({
      statusCode: 400,
      status: 400,
      message: 'No puedes eliminar tu propia cuenta',
    });
    const same = { id: me.id, name: 'Nuevo Nombre', role: ' administrador', status: 'ACTIVE' };
    expect((await mine('PUT', '/api/user/update', same)).statusCode).toBe(200);
  });

  it('never removes the last active director, and only a director grants the role', async () => {
    const other = await createTestApp();
    try {
      const boss = await loginAs(other, 'DIRECTOR', 'Jefa');
      const admin = caller(other, (await loginAs(other, 'ADMIN')).token);
      const first = await other.app.db
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'Director')
        .executeTakeFirstOrThrow();
      // Two active directors: one may go.
      expect(
        (await admin('PUT', '/api/user/update', { id: first.id, status: 'INACTIVE' })).statusCode,
      ).toBe(200);
      // `boss` is now the last active one (an inactive director does not count).
      for (const [method, url, body, message] of [
        [
          'PUT',
          '/api/user/update',
          { id: boss.id, status: 'INACTIVE' },
          'No se puede desactivar al último director activo',
        ],
        [
          'PUT',
          '/api/user/update',
          { id: boss.id, role: 'ADMIN' },
          'No se puede cambiar el rol del último director activo',
        ],
        [
          'DELETE',
          `/api/user/delete/${boss.id}`,
          undefined,
          'No se puede eliminar al último director activo',
        ],
      ] as const) {
        expect(failure(await admin(method, url, body))).toEqual({
          statusCode: 409,
          status: 409,
          message,
        });
      }
      const onlyDirector = 'Solo un director puede asignar el rol Director';
      const newDirector = {
        name: 'Nuevo Jefe',
        email: 'jefe@taller.test',
        role: 'DIRECTOR',
        invite: true,
      };
      expect(failure(await admin('POST', '/api/user/create', newDirector))).toEqual({
        statusCode: 403,
        status: 403,
        message: onlyDirector,
      });
      const producer = await createUser(other, { role: 'PRODUCER' });
      expect(
        failure(await admin('PUT', '/api/user/update', { id: producer.id, role: 'DIRECTOR' }))
          .message,
      ).toBe(onlyDirector);
      // A director may; then the first director can be demoted by the admin.
      const bossApi = caller(other, boss.token);
      expect(
        (await bossApi('PUT', '/api/user/update', { id: first.id, status: 'ACTIVE' })).statusCode,
      ).toBe(200);
      expect(
        (await admin('PUT', '/api/user/update', { id: first.id, role: 'ADMIN' })).body.data.role,
      ).toBe('ADMIN');
      expect((await bossApi('POST', '/api/user/create', newDirector)).body.data.role).toBe(
        'DIRECTOR',
      );
    } finally {
      await other.close();
    }
  });

  it('keeps a director and one account per email when requests arrive together', async () => {
    const other = await createTestApp();
    try {
      const admin = caller(other, (await loginAs(other, 'ADMIN')).token);
      const second = await createUser(other, { role: 'DIRECTOR' });
      const directors = await other.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'DIRECTOR')
        .execute();
      expect(directors).toHaveLength(2);
      const answers = await Promise.all(
        directors.map((d) => admin('PUT', '/api/user/update', { id: d.id, status: 'INACTIVE' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const active = await other.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'DIRECTOR')
        .where('status', '=', 'ACTIVE')
        .execute();
      expect(active).toHaveLength(1);
      expect(second.id).toBeGreaterThan(0);

      const body = { name: 'Doble', email: 'doble@taller.test', role: 'ADMIN', invite: true };
      const twice = await Promise.all([1, 2, 3].map(() => admin('POST', '/api/user/create', body)));
      expect(twice.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(twice.find((a) => a.statusCode === 409)?.body.message).toBe(
        'Ya existe un usuario con este correo',
      );
    } finally {
      await other.close();
    }
  });

  it('ends a user’s sessions at once when they are deactivated or deleted', async () => {
    const producer = await loginAs(ctx.t, 'PRODUCER');
    const admin = await loginAs(ctx.t, 'ADMIN');
    const me = (token: string) => authMe(ctx.t, token);
    expect((await me(producer.token)).statusCode).toBe(200);
    expect(
      (await api('PUT', '/api/user/update', { id: producer.id, status: 'INACTIVE' })).statusCode,
    ).toBe(200);
    const refused = await me(producer.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');
    // Reactivating does not bring the old session back.
    await api('PUT', '/api/user/update', { id: producer.id, status: 'ACTIVE' });
    expect((await me(producer.token)).statusCode).toBe(401);
    const logged = ctx.t.logs.find((l) => l.event === 'user-updated' && l.userId === producer.id);
    expect(logged).toMatchObject({ status: 'INACTIVE', by: ctx.user.id });
    expect(JSON.stringify(ctx.t.logs)).not.toContain('argon2');
    const sessions = await ctx.t.app.db
      .selectFrom('sessions')
      .select('revokedAt')
      .where('userId', '=', producer.id)
      .execute();
    expect(sessions.every((s) => s.revokedAt)).toBe(true);

    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/user/delete/${admin.id}`)).statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('invites by mail: the link sets the password and the user signs in', async () => {
    const res = await api('POST', '/api/user/create', {
      name: 'Invitada Nueva',
      email: 'invitada@taller.test',
      role: 'PRODUCER',
      invite: true,
    });
    expect(res.body).toMatchObject({
      status: 200,
      message: 'Usuario creado. Se ha enviado una invitación por correo.',
    });
    const mail = await ctx.smtp.waitFor('invitada@taller.test');
    expect(mail.raw).toContain('Subject: Te han invitado a Taller');
    expect(mail.raw).toContain('http://taller.test/reset-password?token=');
    const reset = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenFromMail(mail.raw), password: 'mi clave elegida' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(ctx.t, 'invitada@taller.test', 'mi clave elegida')).user.role).toBe(
      'PRODUCER',
    );
  });

  it('sends a reset link on request, but not to a deactivated user', async () => {
    const user = await createUser(ctx.t, { role: 'ADMIN', email: 'olvido@taller.test' });
    const res = await api('POST', `/api/user/${user.id}/reset-password`);
    expect(res.body).toMatchObject({
      status: 200,
      message: 'Se ha enviado un enlace para restablecer la contraseña',
    });
    const mail = await ctx.smtp.waitFor('olvido@taller.test');
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Restablecer_tu_contrase=C3=B1a_de_Taller?=');
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenFromMail(mail.raw), password: 'clave restablecida nueva' },
    });
    expect(await login(ctx.t, 'olvido@taller.test', 'clave restablecida nueva')).toHaveProperty(
      'token',
    );

    await api('PUT', '/api/user/update', { id: user.id, status: 'INACTIVE' });
    expect(failure(await api('POST', `/api/user/${user.id}/reset-password`))).toEqual({
      statusCode: 409,
      status: 409,
      message: 'No se puede enviar el enlace a un usuario desactivado',
    });
    expect(failure(await api('POST', '/api/user/999999/reset-password')).statusCode).toBe(404);
  });

  it('is for DIRECTOR, ADMINISTRADOR and ADMIN only: PRODUCER and CLIENTE get 403, no token 401', async () => {
    for (const role of ['ADMINISTRADOR', 'ADMIN']) {
      expect(
        (await caller(ctx.t, (await loginAs(ctx.t, role)).token)('GET', '/api/user')).statusCode,
      ).toBe(200);
    }
    for (const role of ['PRODUCER', 'CLIENTE']) {
      const res = await caller(ctx.t, (await loginAs(ctx.t, role)).token)('GET', '/api/user');
      expect(failure(res)).toEqual({
        statusCode: 403,
        status: 403,
        message: 'Acceso denegado para realizar esta acción',
      });
    }
    expect(failure(await caller(ctx.t)('POST', '/api/user/create', {})).statusCode).toBe(401);
  });
});
