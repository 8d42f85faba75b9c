import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, loginAs } from './auth-helpers';
import { caller, failure } from './people-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

describe(`users: list, details, create, update, delete, restore (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let director: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    director = await loginAs(t, 'DIRECTOR', 'Dora Directora');
    api = caller(t, director.token);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) => api('POST', '/api/user/create', body);

  describe('GET /api/user', () => {
    beforeAll(async () => {
      for (const [name, role, status] of [
        ['Álvaro Pérez', 'PRODUCER', 'ACTIVE'],
        ['Beatriz Núñez', 'ADMIN', 'INACTIVE'],
        ['Carla Pereira', 'PRODUCER', 'ACTIVE'],
        ['zoe perez', 'ADMINISTRADOR', 'ACTIVE'],
      ] as const) {
        await createUser(t, {
          name,
          role,
          status,
          email: `${name.split(' ')[0]!.toLowerCase()}@lista.test`,
        });
      }
    });

    it('answers a page of users sorted by name (accents and case ignored), without password hashes', async () => {
      const res = await api('GET', '/api/user?q=lista.test');
      expect(res.statusCode).toBe(200);
      expect(res.body.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(res.body.data.items.map((u: { name: string }) => u.name)).toEqual([
        'Álvaro Pérez',
        'Beatriz Núñez',
        'Carla Pereira',
        'zoe perez',
      ]);
      expect(Object.keys(res.body.data.items[0]).sort()).toEqual(
        [
          'id',
          'name',
          'email',
          'phone',
          'role',
          'status',
          'lastLoginAt',
          'createdBy',
          'updatedBy',
          'createdAt',
          'updatedAt',
          'deletedAt',
        ].sort(),
      );
      expect(res.text).not.toContain('argon2');
    });

    it('searches name and email without regard to accents or case', async () => {
      const res = await api('GET', '/api/user?q=PEREZ');
      expect(res.body.data.items.map((u: { name: string }) => u.name)).toEqual([
        'Álvaro Pérez',
        'zoe perez',
      ]);
      const byEmail = await api('GET', '/api/user?q=beatriz%40lista');
      expect(byEmail.body.data.items.map((u: { name: string }) => u.name)).toEqual([
        'Beatriz Núñez',
      ]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      expect((await api('GET', '/api/user?q=%25')).body.data.total).toBe(0);
      expect((await api('GET', '/api/user?q=_')).body.data.total).toBe(0);
    });

    it('filters by role and status, and combines them with the search', async () => {
      const producers = await api('GET', '/api/user?q=lista&role=PRODUCER');
      expect(producers.body.data.total).toBe(2);
      const inactive = await api('GET', '/api/user?q=lista&status=INACTIVE');
      expect(inactive.body.data.items.map((u: { name: string }) => u.name)).toEqual([
        'Beatriz Núñez',
      ]);
    });

    it('pages and sorts descending', async () => {
      const res = await api('GET', '/api/user?q=lista&sort=-name&page=2&pageSize=3');
      expect(res.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(res.body.data.items.map((u: { name: string }) => u.name)).toEqual(['Álvaro Pérez']);
      const beyond = await api('GET', '/api/user?q=lista&page=9&pageSize=3');
      expect(beyond.body.data).toMatchObject({ total: 4, items: [] });
    });

    it('shows the last sign-in', async () => {
      const res = await api('GET', `/api/user/${director.id}`);
      expect(Date.parse(res.body.data.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it.each([
      [
        'sort=password',
        'Orden no válido. Valores permitidos: name, -name, email, -email, role, -role, status, -status, createdAt, -createdAt, lastLoginAt, -lastLoginAt',
      ],
      ['pageSize=101', 'El tamaño de página debe ser un número entero entre 1 y 100'],
      ['page=0', 'La página debe ser un número entero mayor que 0'],
      ['role=ROOT', 'Rol no válido'],
      ['status=BORRADO', "El estado debe ser 'ACTIVE' o 'INACTIVE'"],
      ['deleted=si', "El parámetro 'deleted' debe ser 'true' o 'false'"],
    ])('refuses a malformed query (%s) with 400 in Spanish', async (query, message) => {
      expect(failure(await api('GET', `/api/user?${query}`))).toEqual({
        statusCode: 400,
        status: 400,
        message,
      });
    });
  });

  it('documents every people call in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().data
      .paths;
    for (const resource of ['user', 'client', 'institution']) {
      for (const path of ['', '/{id}', '/create', '/update', '/delete/{id}', '/restore/{id}']) {
        expect(paths[`/api/${resource}${path}`], `/api/${resource}${path}`).toBeDefined();
      }
    }
    expect(paths['/api/client/export.csv']).toBeDefined();
    expect(paths['/api/institution/export.csv']).toBeDefined();
    expect(paths['/api/user/{id}/reset-password']).toBeDefined();
  });

  describe('GET /api/user/:id', () => {
    it('answers 404 in Spanish for an unknown id and 400 for a malformed one', async () => {
      expect(failure(await api('GET', '/api/user/999999'))).toEqual({
        statusCode: 404,
        status: 404,
        message: 'Usuario no encontrado',
      });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect(failure(await api('GET', `/api/user/${id}`)), id).toEqual({
          statusCode: 400,
          status: 400,
          message: 'El identificador no es válido',
        });
      }
    });
  });

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
      expect(res.body).toMatchObject({ status: 200, message: 'Usuario creado exitosamente' });
      expect(res.body.data).toMatchObject({
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
      const signedIn = await login(t, 'pedro@taller.test', 'una clave inicial larga');
      expect(signedIn.user.role).toBe('PRODUCER');
    });

    it('refuses an email already used, whatever its case', async () => {
      const res = await create({
        name: 'Otro Pedro',
        email: 'PEDRO@taller.test',
        role: 'ADMIN',
        invite: true,
      });
      expect(failure(res)).toEqual({
        statusCode: 409,
        status: 409,
        message: 'Ya existe un usuario con este correo',
      });
    });

    it.each([
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
    ])('refuses %j with 400: %s', async (body, message) => {
      expect(failure(await create(body))).toEqual({ statusCode: 400, status: 400, message });
    });
  });

  describe('PUT /api/user/update', () => {
    it('changes only what is sent and stamps the update', async () => {
      const { id } = await createUser(t, { role: 'ADMIN', name: 'Ana Admin' });
      const res = await api('PUT', '/api/user/update', {
        id,
        phone: '+34 612 34 56 78',
        updatedBy: 'x',
      });
      expect(res.body).toMatchObject({ status: 200, message: 'Usuario actualizado exitosamente' });
      expect(res.body.data).toMatchObject({
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
      const a = await createUser(t, { role: 'ADMIN' });
      const b = await createUser(t, { role: 'ADMIN' });
      expect(
        failure(await api('PUT', '/api/user/update', { id: a.id, email: b.email.toUpperCase() })),
      ).toEqual({
        statusCode: 409,
        status: 409,
        message: 'Ya existe un usuario con este correo',
      });
      expect((await api('PUT', '/api/user/update', { id: a.id, email: a.email })).statusCode).toBe(
        200,
      );
      expect(
        failure(await api('PUT', '/api/user/update', { id: 999999, name: 'Nadie' })).statusCode,
      ).toBe(404);
      expect(failure(await api('PUT', '/api/user/update', { name: 'Sin id' }))).toEqual({
        statusCode: 400,
        status: 400,
        message: 'El identificador no es válido',
      });
    });
  });

  describe('DELETE /api/user/delete/:id and POST /api/user/restore/:id', () => {
    it('soft-deletes into the trash and restores', async () => {
      const user = await createUser(t, { role: 'PRODUCER', name: 'Papelera Uno' });
      const deleted = await api('DELETE', `/api/user/delete/${user.id}`);
      expect(deleted.body).toMatchObject({
        status: 200,
        message: 'Usuario eliminado exitosamente',
      });
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
      expect(restored.body).toMatchObject({
        status: 200,
        message: 'Usuario restaurado exitosamente',
      });
      expect(restored.body.data).toMatchObject({ deletedAt: null, updatedBy: 'Dora Directora' });
      expect(await login(t, user.email, user.password)).toHaveProperty('token');
      expect(failure(await api('POST', `/api/user/restore/${user.id}`))).toEqual({
        statusCode: 409,
        status: 409,
        message: 'El usuario no está en la papelera',
      });
      expect(failure(await api('POST', '/api/user/restore/999999')).statusCode).toBe(404);
    });

    it('frees the email of a deleted user, and refuses to restore while it is taken', async () => {
      const first = await createUser(t, { role: 'ADMIN', email: 'reusado@taller.test' });
      await api('DELETE', `/api/user/delete/${first.id}`);
      const again = await create({
        name: 'Segunda',
        email: 'reusado@taller.test',
        role: 'ADMIN',
        invite: true,
      });
      expect(again.statusCode).toBe(200);
      expect(failure(await api('POST', `/api/user/restore/${first.id}`))).toEqual({
        statusCode: 409,
        status: 409,
        message: 'Ya existe un usuario con este correo',
      });
    });
  });
});
