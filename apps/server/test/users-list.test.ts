import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './auth-helpers';
import { expectRefused, failure, itRefuses, names, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`users: list and details (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  describe('GET /api/user', () => {
    beforeAll(async () => {
      for (const [name, role, status] of [
        ['Álvaro Pérez', 'PRODUCER', 'ACTIVE'],
        ['Beatriz Núñez', 'ADMIN', 'INACTIVE'],
        ['Carla Pereira', 'PRODUCER', 'ACTIVE'],
        ['zoe perez', 'ADMINISTRADOR', 'ACTIVE'],
      ] as const) {
        await createUser(ctx.t, {
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
      expect(names(res)).toEqual(['Álvaro Pérez', 'Beatriz Núñez', 'Carla Pereira', 'zoe perez']);
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
      expect(names(res)).toEqual(['Álvaro Pérez', 'zoe perez']);
      const byEmail = await api('GET', '/api/user?q=beatriz%40lista');
      expect(names(byEmail)).toEqual(['Beatriz Núñez']);
    });

    it('treats % and _ in a search as plain characters', async () => {
      expect((await api('GET', '/api/user?q=%25')).body.data.total).toBe(0);
      expect((await api('GET', '/api/user?q=_')).body.data.total).toBe(0);
    });

    it('filters by role and status, and combines them with the search', async () => {
      const producers = await api('GET', '/api/user?q=lista&role=PRODUCER');
      expect(producers.body.data.total).toBe(2);
      const inactive = await api('GET', '/api/user?q=lista&status=INACTIVE');
      expect(names(inactive)).toEqual(['Beatriz Núñez']);
    });

    it('pages and sorts descending', async () => {
      const res = await api('GET', '/api/user?q=lista&sort=-name&page=2&pageSize=3');
      expect(res.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(names(res)).toEqual(['Álvaro Pérez']);
      const beyond = await api('GET', '/api/user?q=lista&page=9&pageSize=3');
      expect(beyond.body.data).toMatchObject({ total: 4, items: [] });
    });

    it('shows the last sign-in', async () => {
      const res = await api('GET', `/api/user/${ctx.user.id}`);
      expect(Date.parse(res.body.data.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    itRefuses(
      'refuses a malformed query (%s) with 400 in Spanish',
      (query) => api('GET', `/api/user?${query}`),
      [
        [
          'sort=password',
          'Orden no válido. Valores permitidos: name, -name, email, -email, role, -role, status, -status, createdAt, -createdAt, lastLoginAt, -lastLoginAt',
        ],
        ['pageSize=101', 'El tamaño de página debe ser un número entero entre 1 y 100'],
        ['page=0', 'La página debe ser un número entero mayor que 0'],
        ['role=ROOT', 'Rol no válido'],
        ['status=BORRADO', "El estado debe ser 'ACTIVE' o 'INACTIVE'"],
        ['deleted=si', "El parámetro 'deleted' debe ser 'true' o 'false'"],
      ],
    );
  });

  it('documents every people call in the OpenAPI document', async () => {
    const paths = (await ctx.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
      .paths;
    for (const resource of ['user', 'client', 'institution']) {
      for (const path of ['', '/{id}', '/create', '/update', '/delete/{id}', '/restore/{id}']) {
        expect(paths[`/${resource}${path}`], `/${resource}${path}`).toBeDefined();
      }
    }
    expect(paths['/client/export.csv']).toBeDefined();
    expect(paths['/institution/export.csv']).toBeDefined();
    expect(paths['/user/{id}/reset-password']).toBeDefined();
  });

  describe('GET /api/user/:id', () => {
    it('answers 404 in Spanish for an unknown id and 400 for a malformed one', async () => {
      expectRefused(await api('GET', '/api/user/999999'), 404, 'Usuario no encontrado');
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect(failure(await api('GET', `/api/user/${id}`)), id).toEqual({
          statusCode: 400,
          status: 400,
          message: 'El identificador no es válido',
        });
      }
    });
  });
});
