import { describe, expect, it } from 'vitest';
import { authMe, createUser, login, loginAs, setPassword } from './auth-helpers';
import { caller, expectRefused, failure, okData, signedInCallerWithMail } from './people-helpers';
import { tokenFromMail } from './smtp';
import { createUserService } from '../src/modules/users/user.service';
import { createTestApp, testDialect } from './test-app';

describe(`users: protection rules, sessions, mail and roles (${testDialect})`, () => {
  const ctx = signedInCallerWithMail('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  it('lets nobody deactivate, demote or delete themselves', async () => {
    const me = await loginAs(ctx.t, 'ADMINISTRADOR');
    const mine = caller(ctx.t, me.token);
    expectRefused(
      await mine('PUT', '/api/user/update', { id: me.id, status: 'INACTIVE' }),
      400,
      'No puedes desactivar tu propia cuenta',
    );
    expectRefused(
      await mine('PUT', '/api/user/update', { id: me.id, role: 'PRODUCER' }),
      400,
      'No puedes cambiar tu propio rol',
    );
    expectRefused(
      await mine('DELETE', `/api/user/delete/${me.id}`),
      400,
      'No puedes eliminar tu propia cuenta',
    );
    const same = { id: me.id, name: 'Nuevo Nombre', role: ' administrador', status: 'ACTIVE' };
    expect((await mine('PUT', '/api/user/update', same)).statusCode).toBe(200);
  });

  it('lets only a director act on a director: an ADMIN cannot take a director’s account over', async () => {
    // The attack the review found: as ADMIN, change a director's email, then send the reset link
    // to it. Every change to a director's account is refused to ADMIN and ADMINISTRADOR.
    const other = await createTestApp();
    try {
      const boss = await loginAs(other, 'DIRECTOR', 'Jefa');
      const target = await createUser(other, { role: 'DIRECTOR', name: 'Directora Objetivo' });
      const trashed = await createUser(other, { role: 'DIRECTOR' });
      const bossApi = caller(other, boss.token);
      expect((await bossApi('DELETE', `/api/user/delete/${trashed.id}`)).statusCode).toBe(200);
      const refused = {
        statusCode: 403,
        status: 403,
        message: 'Solo un director puede modificar la cuenta de un director',
      };
      for (const role of ['ADMIN', 'ADMINISTRADOR']) {
        const manager = caller(other, (await loginAs(other, role)).token);
        const attempts = [
          ['PUT', '/api/user/update', { id: target.id, email: 'atacante@evil.test' }],
          ['PUT', '/api/user/update', { id: target.id, name: 'Otro Nombre' }],
          ['PUT', '/api/user/update', { id: target.id, phone: '+59170000000' }],
          ['PUT', '/api/user/update', { id: target.id, role: 'ADMIN' }],
          ['PUT', '/api/user/update', { id: target.id, status: 'INACTIVE' }],
          ['PUT', '/api/user/update', { id: target.id, role: 'DIRECTOR', status: 'ACTIVE' }],
          ['POST', `/api/user/${target.id}/reset-password`, undefined],
          ['DELETE', `/api/user/delete/${target.id}`, undefined],
          ['POST', `/api/user/restore/${trashed.id}`, undefined],
        ] as const;
        for (const [method, url, body] of attempts) {
          expect(failure(await manager(method, url, body)), `${role} ${method} ${url}`).toEqual(
            refused,
          );
        }
      }
      // Nothing changed: the director still signs in with their own email and password.
      const row = await other.app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: target.email,
        name: 'Directora Objetivo',
        role: 'DIRECTOR',
        status: 'ACTIVE',
        deletedAt: null,
      });
      expect(await other.app.db.selectFrom('passwordTokens').selectAll().execute()).toEqual([]);
      expect((await login(other, target.email, target.password)).user.role).toBe('DIRECTOR');
      // A director may do each of these.
      const done = [
        ['PUT', '/api/user/update', { id: target.id, name: 'Directora Renombrada' }],
        ['POST', `/api/user/${target.id}/reset-password`, undefined],
        ['POST', `/api/user/restore/${trashed.id}`, undefined],
        ['PUT', '/api/user/update', { id: target.id, role: 'ADMIN' }],
        ['DELETE', `/api/user/delete/${target.id}`, undefined],
      ] as const;
      for (const [method, url, body] of done) {
        expect((await bossApi(method, url, body)).statusCode, `${method} ${url}`).toBe(200);
      }
    } finally {
      await other.close();
    }
  });

  it('lets only a director grant the role', async () => {
    const other = await createTestApp();
    try {
      const boss = caller(other, (await loginAs(other, 'DIRECTOR', 'Jefa')).token);
      const admin = caller(other, (await loginAs(other, 'ADMIN')).token);
      const onlyDirector = 'Solo un director puede asignar el rol Director';
      const newDirector = {
        name: 'Nuevo Jefe',
        email: 'jefe@taller.test',
        role: 'DIRECTOR',
        invite: true,
      };
      expectRefused(await admin('POST', '/api/user/create', newDirector), 403, onlyDirector);
      const producer = await createUser(other, { role: 'PRODUCER' });
      expect(
        failure(await admin('PUT', '/api/user/update', { id: producer.id, role: 'DIRECTOR' }))
          .message,
      ).toBe(onlyDirector);
      // An ADMIN still manages every account below DIRECTOR.
      expect(
        (await admin('PUT', '/api/user/update', { id: producer.id, role: 'ADMINISTRADOR' })).body
          .data.role,
      ).toBe('ADMINISTRADOR');
      expect((await boss('POST', '/api/user/create', newDirector)).body.data.role).toBe('DIRECTOR');
    } finally {
      await other.close();
    }
  });

  it('never removes the last active director', async () => {
    // Only a director acts on a director, and nobody on themselves: the rule is reached when two
    // directors act on each other at once, or by the service's own callers. Both are checked.
    const other = await createTestApp();
    try {
      const service = createUserService({
        db: other.app.db,
        dialect: other.app.dialect,
        auth: other.app.auth,
      });
      const system = { id: 0, name: 'Sistema', role: 'DIRECTOR' };
      const first = await other.app.db
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'Director')
        .executeTakeFirstOrThrow();
      for (const [change, message] of [
        [
          () => service.update({ id: first.id, status: 'INACTIVE' }, system),
          'No se puede desactivar al último director activo',
        ],
        [
          () => service.update({ id: first.id, role: 'ADMIN' }, system),
          'No se puede cambiar el rol del último director activo',
        ],
        [() => service.remove(first.id, system), 'No se puede eliminar al último director activo'],
      ] as const) {
        await expect(change()).rejects.toMatchObject({ statusCode: 409, message });
      }

      const a = await loginAs(other, 'DIRECTOR');
      const b = await loginAs(other, 'DIRECTOR');
      const boss = caller(other, a.token);
      expect(
        (await boss('PUT', '/api/user/update', { id: first.id, status: 'INACTIVE' })).statusCode,
      ).toBe(200);
      // a and b deactivate each other at once: one of them stays.
      const answers = await Promise.all([
        boss('PUT', '/api/user/update', { id: b.id, status: 'INACTIVE' }),
        caller(other, b.token)('PUT', '/api/user/update', { id: a.id, status: 'INACTIVE' }),
      ]);
      expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(1);
      // The other is refused by the rule, or finds its own session already ended.
      for (const loser of answers.filter((x) => x.statusCode !== 200)) {
        expect([409, 401]).toContain(loser.statusCode);
      }
      const active = await other.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'DIRECTOR')
        .where('status', '=', 'ACTIVE')
        .execute();
      expect(active).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('keeps one account per email when requests arrive together', async () => {
    const other = await createTestApp();
    try {
      const admin = caller(other, (await loginAs(other, 'ADMIN')).token);
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
    okData(res, 'Usuario creado. Se ha enviado una invitación por correo.');
    const mail = await ctx.smtp.waitFor('invitada@taller.test');
    expect(mail.raw).toContain('Subject: Te han invitado a Taller');
    expect(mail.raw).toContain('http://taller.test/reset-password?token=');
    const reset = await setPassword(ctx.t, tokenFromMail(mail.raw), 'mi clave elegida');
    expect(reset.statusCode).toBe(200);
    expect((await login(ctx.t, 'invitada@taller.test', 'mi clave elegida')).user.role).toBe(
      'PRODUCER',
    );
  });

  it('sends a reset link on request, but not to a deactivated user', async () => {
    const user = await createUser(ctx.t, { role: 'ADMIN', email: 'olvido@taller.test' });
    const res = await api('POST', `/api/user/${user.id}/reset-password`);
    okData(res, 'Se ha enviado un enlace para restablecer la contraseña');
    const mail = await ctx.smtp.waitFor('olvido@taller.test');
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Restablecer_tu_contrase=C3=B1a_de_Taller?=');
    await setPassword(ctx.t, tokenFromMail(mail.raw), 'clave restablecida nueva');
    expect(await login(ctx.t, 'olvido@taller.test', 'clave restablecida nueva')).toHaveProperty(
      'token',
    );

    await api('PUT', '/api/user/update', { id: user.id, status: 'INACTIVE' });
    expectRefused(
      await api('POST', `/api/user/${user.id}/reset-password`),
      409,
      'No se puede enviar el enlace a un usuario desactivado',
    );
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
      expectRefused(res, 403, 'Acceso denegado para realizar esta acción');
    }
    expect(failure(await caller(ctx.t)('POST', '/api/user/create', {})).statusCode).toBe(401);
  });
});
