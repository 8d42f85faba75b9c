import { describe, expect, it } from 'vitest';
import { createUser, login } from './auth-helpers';
import { expectRefused, failure, itRefuses, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`users: create, update, delete, restore (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  const create = (body: Record<string, unknown>) => api('POST', '/api/user/create', body);

  describe('POST /api/user/create', () => {
    it('creates a user with an initial password who can then sign in; audit from the signed-in user', async () => {
      const res = await create({
        name: 'Pedro Productor',
        email: '  Pedro@Taller.TEST ',
        phone: '700 123 45',
        role: 'producer',
        password: 'una clave inicial larga',
        createdBy: 'hacker',
        createdAt: '2000-01-01T00:00:00.000Z',
      });
      expect(okData(res, 'Usuario creado exitosamente')).toMatchObject({
        name: 'Pedro Productor',
        email: 'pedro@taller.test',
        phone: '+59170012345',
        role: 'PRODUCER',
        status: 'ACTIVE',
        createdBy: 'Dora Directora',
        updatedBy: 'Dora Directora',
        lastLoginAt: null,
        deletedAt: null,
      });
      expect(Date.parse(res.body.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      const signedIn = await login(ctx.t, 'pedro@taller.test', 'una clave inicial larga');
      expect(signedIn.user.role).toBe('PRODUCER');
    });

    it('refuses an email already used, whatever its case', async () => {
      const res = await create({
        name: 'Otro Pedro',
        email: 'PEDRO@taller.test',
        role: 'ADMIN',
        invite: true,
      });
      expectRefused(res, 409, 'Ya existe un usuario con este correo');
    });

    itRefuses('refuses %j with 400: %s', create, [
      [{ email: 'a@b.test', role: 'ADMIN', invite: true }, 'El nombre es requerido'],
      [
        { name: 'Ana;', email: 'a@b.test', role: 'ADMIN', invite: true },
        'No se permiten caracteres especiales',
      ],
      [
        { name: 'Ana', email: 'no-es-correo', role: 'ADMIN', invite: true },
        'Ingrese un correo electrónico válido',
      ],
      [
        { name: 'Ana', email: 'a@b.test', phone: '12', role: 'ADMIN', invite: true },
        'Ingrese un número de teléfono válido',
      ],
      [{ name: 'Ana', email: 'a@b.test', invite: true }, 'El rol es requerido'],
      [
        { name: 'Ana', email: 'a@b.test', role: 'ADMIN' },
        'Indique una contraseña inicial o envíe una invitación',
      ],
      [
        { name: 'Ana', email: 'a@b.test', role: 'ADMIN', password: 'corta' },
        'La contraseña debe tener al menos 8 caracteres',
      ],
      [
        { name: 'Ana', email: 'a@b.test', role: 'ADMIN', password: 'contraseña123' },
        'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.',
      ],
      [
        {
          name: 'Ana',
          email: 'a@b.test',
          role: 'ADMIN',
          password: 'una clave larga',
          invite: true,
        },
        'Elija una contraseña inicial o una invitación, no ambas',
      ],
    ]);
  });

  describe('PUT /api/user/update', () => {
    it('changes only what is sent and stamps the update', async () => {
      const { id } = await createUser(ctx.t, { role: 'ADMIN', name: 'Ana Admin' });
      const res = await api('PUT', '/api/user/update', {
        id,
        phone: '+34 612 34 56 78',
        updatedBy: 'x',
      });
      expect(okData(res, 'Usuario actualizado exitosamente')).toMatchObject({
        name: 'Ana Admin',
        role: 'ADMIN',
        phone: '+34612345678',
        updatedBy: 'Dora Directora',
      });
      const renamed = await api('PUT', '/api/user/update', {
        id,
        name: 'Ana Renombrada',
        phone: '',
      });
      expect(renamed.body.data).toMatchObject({ name: 'Ana Renombrada', phone: null });
      expect((await api('GET', '/api/user?q=renombrada')).body.data.total).toBe(1);
    });

    it('refuses another user’s email and answers 404 for an unknown id', async () => {
      const a = await createUser(ctx.t, { role: 'ADMIN' });
      const b = await createUser(ctx.t, { role: 'ADMIN' });
      expectRefused(
        await api('PUT', '/api/user/update', { id: a.id, email: b.email.toUpperCase() }),
        409,
        'Ya existe un usuario con este correo',
      );
      expect((await api('PUT', '/api/user/update', { id: a.id, email: a.email })).statusCode).toBe(
        200,
      );
      expect(
        failure(await api('PUT', '/api/user/update', { id: 999999, name: 'Nadie' })).statusCode,
      ).toBe(404);
      expectRefused(
        await api('PUT', '/api/user/update', { name: 'Sin id' }),
        400,
        'El identificador no es válido',
      );
    });
  });

  describe('DELETE /api/user/delete/:id and POST /api/user/restore/:id', () => {
    it('soft-deletes into the trash and restores', async () => {
      const user = await createUser(ctx.t, { role: 'PRODUCER', name: 'Papelera Uno' });
      const deleted = await api('DELETE', `/api/user/delete/${user.id}`);
      okData(deleted, 'Usuario eliminado exitosamente');
      expect(deleted.body.data.deletedAt).toEqual(expect.any(String));
      expect((await api('GET', '/api/user?q=papelera uno')).body.data.total).toBe(0);
      const trash = await api('GET', '/api/user?q=papelera uno&deleted=true');
      expect(trash.body.data.items).toMatchObject([{ id: user.id, name: 'Papelera Uno' }]);
      expect((await api('GET', `/api/user/${user.id}`)).body.data.deletedAt).toEqual(
        expect.any(String),
      );
      expect(
        failure(await api('PUT', '/api/user/update', { id: user.id, name: 'X' })).statusCode,
      ).toBe(404);
      expect(failure(await api('DELETE', `/api/user/delete/${user.id}`)).statusCode).toBe(404);

      const restored = await api('POST', `/api/user/restore/${user.id}`);
      expect(okData(restored, 'Usuario restaurado exitosamente')).toMatchObject({
        deletedAt: null,
        updatedBy: 'Dora Directora',
      });
      expect(await login(ctx.t, user.email, user.password)).toHaveProperty('token');
      expectRefused(
        await api('POST', `/api/user/restore/${user.id}`),
        409,
        'El usuario no está en la papelera',
      );
      expect(failure(await api('POST', '/api/user/restore/999999')).statusCode).toBe(404);
    });

    it('frees the email of a deleted user, and refuses to restore while it is taken', async () => {
      const first = await createUser(ctx.t, { role: 'ADMIN', email: 'reusado@taller.test' });
      await api('DELETE', `/api/user/delete/${first.id}`);
      const again = await create({
        name: 'Segunda',
        email: 'reusado@taller.test',
        role: 'ADMIN',
        invite: true,
      });
      expect(again.statusCode).toBe(200);
      expectRefused(
        await api('POST', `/api/user/restore/${first.id}`),
        409,
        'Ya existe un usuario con este correo',
      );
    });
  });
});
