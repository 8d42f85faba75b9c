import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { expectStaffOnly } from './line-helpers';
import {
  creator,
  expectRefused,
  failure,
  itRefuses,
  names,
  okData,
  signedInCaller,
} from './people-helpers';
import { testDialect } from './test-app';

describe(`institutions (${testDialect})`, () => {
  // Any staff member manages institutions: a producer here.
  const ctx = signedInCaller('PRODUCER', 'Pablo Productor');
  const { api } = ctx;

  const create = creator(api, '/api/institution/create');
  const client = (name: string, documentNumber: string, institutionId: number) =>
    api('POST', '/api/client/create', { name, documentNumber, institutionId });

  it('creates an institution: type code, E.164 phone, audit from the signed-in user', async () => {
    const res = await api('POST', '/api/institution/create', {
      name: ' Colegio San Andrés ',
      type: 'COLEGIO',
      city: 'La Paz',
      address: 'Av. 6 de Agosto #2345',
      contactName: "María O'Connor",
      contactPhone: '2 2441234',
      email: 'Secretaria@SanAndres.edu.bo',
      createdBy: 'otro',
      status: 'INACTIVE',
    });
    expect(okData(res, 'Institución creada exitosamente')).toMatchObject({
      name: 'Colegio San Andrés',
      type: 'COLEGIO',
      contactPhone: '+59122441234',
      email: 'secretaria@sanandres.edu.bo',
      status: 'ACTIVE',
      clientCount: 0,
      createdBy: 'Pablo Productor',
      updatedBy: 'Pablo Productor',
      deletedAt: null,
    });
  });

  it('refuses a name already used, whatever its case or accents', async () => {
    const res = await api('POST', '/api/institution/create', {
      name: 'colegio  san andres',
      type: 'OTRO',
    });
    expectRefused(res, 409, 'Ya existe una institución con este nombre');
  });

  itRefuses(
    'refuses %j with 400: %s',
    (body: object) => api('POST', '/api/institution/create', body),
    [
      [{ type: 'COLEGIO' }, 'El nombre es requerido'],
      [
        { name: 'Colegio <X>', type: 'COLEGIO' },
        "No se permite «<» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
      ],
      [{ name: 'Colegio X' }, 'El tipo es requerido'],
      [{ name: 'Colegio X', type: 'Escuela' }, 'Tipo de institución no válido'],
      [
        { name: 'Colegio X', type: 'OTRO', city: 'La Paz!' },
        'No se permiten caracteres especiales',
      ],
      [
        { name: 'Colegio X', type: 'OTRO', contactPhone: '555' },
        'Ingrese un número de teléfono válido',
      ],
      [{ name: 'Colegio X', type: 'OTRO', email: 'no' }, 'Ingrese un correo electrónico válido'],
      [{ name: 'x'.repeat(151), type: 'OTRO' }, 'El nombre no puede tener más de 150 caracteres'],
    ],
  );

  describe('list', () => {
    beforeAll(async () => {
      await create({
        name: 'Universidad Mayor de San Andrés',
        type: 'UNIVERSIDAD',
        city: 'La Paz',
      });
      await create({ name: 'Empresa Textil Ñandú', type: 'EMPRESA', city: 'Cochabamba' });
      const inactive = await create({ name: 'Academia Ávila', type: 'OTRO' });
      await api('PUT', '/api/institution/update', { id: inactive.id, status: 'INACTIVE' });
    });

    it('sorts by name ignoring accents and case, and pages', async () => {
      const all = await api('GET', '/api/institution');
      expect(all.body.data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(names(all)).toEqual([
        'Academia Ávila',
        'Colegio San Andrés',
        'Empresa Textil Ñandú',
        'Universidad Mayor de San Andrés',
      ]);
      const page = await api('GET', '/api/institution?sort=-name&page=2&pageSize=3');
      expect(names(page)).toEqual(['Academia Ávila']);
    });

    it('searches, filters by type and status, and sorts by city with empty cities last', async () => {
      expect(names(await api('GET', '/api/institution?q=ANDRES'))).toEqual([
        'Colegio San Andrés',
        'Universidad Mayor de San Andrés',
      ]);
      expect(names(await api('GET', '/api/institution?q=nandu'))).toEqual(['Empresa Textil Ñandú']);
      expect(names(await api('GET', '/api/institution?type=UNIVERSIDAD'))).toEqual([
        'Universidad Mayor de San Andrés',
      ]);
      expect(names(await api('GET', '/api/institution?status=INACTIVE'))).toEqual([
        'Academia Ávila',
      ]);
      expect(names(await api('GET', '/api/institution?sort=city')).at(-1)).toBe('Academia Ávila');
      expect(names(await api('GET', '/api/institution?sort=-city')).at(-1)).toBe('Academia Ávila');
    });

    itRefuses('refuses %s', (query) => api('GET', `/api/institution?${query}`), [
      ['type=ESCUELA', 'Tipo de institución no válido'],
      [
        'sort=-email',
        'Orden no válido. Valores permitidos: name, -name, type, -type, city, -city, status, -status, createdAt, -createdAt',
      ],
      ['pageSize=abc', 'El tamaño de página debe ser un número entero entre 1 y 100'],
    ]);
  });

  it('updates only what is sent, keeps the name unique and allows re-casing its own name', async () => {
    const inst = await create({ name: 'Instituto Técnico', type: 'OTRO', city: 'Sucre' });
    const res = await api('PUT', '/api/institution/update', {
      id: inst.id,
      name: 'INSTITUTO TÉCNICO',
      email: '',
    });
    expect(okData(res, 'Institución actualizada exitosamente')).toMatchObject({
      name: 'INSTITUTO TÉCNICO',
      city: 'Sucre',
      type: 'OTRO',
      email: null,
    });
    expectRefused(
      await api('PUT', '/api/institution/update', { id: inst.id, name: 'Colegio San Andres' }),
      409,
      'Ya existe una institución con este nombre',
    );
    expectRefused(
      await api('PUT', '/api/institution/update', { id: 999999, name: 'X' }),
      404,
      'Institución no encontrada',
    );
  });

  it('shows its details with a summary of its clients', async () => {
    const inst = await create({ name: 'Colegio Detalle', type: 'COLEGIO' });
    await client('Zulema Ríos', '100', inst.id);
    const ana = (await client('Ana Ríos', '101', inst.id)).body.data;
    await api('PUT', '/api/client/update', { id: ana.id, status: 'INACTIVE' });
    const res = await api('GET', `/api/institution/${inst.id}`);
    expect(res.body.data).toMatchObject({ name: 'Colegio Detalle', clientCount: 2 });
    expect(res.body.data.clients).toEqual({
      total: 2,
      active: 1,
      items: [
        {
          id: ana.id,
          name: 'Ana Ríos',
          documentNumber: '101',
          email: null,
          phone: null,
          status: 'INACTIVE',
        },
        expect.objectContaining({ name: 'Zulema Ríos', status: 'ACTIVE' }),
      ],
    });
    expect(failure(await api('GET', '/api/institution/999999')).message).toBe(
      'Institución no encontrada',
    );
    expect(failure(await api('GET', '/api/institution/x1')).message).toBe(
      'El identificador no es válido',
    );
  });

  it('refuses to delete while clients belong to it; deletes into the trash and restores', async () => {
    const inst = await create({ name: 'Colegio Borrable', type: 'COLEGIO' });
    const c = (await client('Cliente Único', '200', inst.id)).body.data;
    expectRefused(
      await api('DELETE', `/api/institution/delete/${inst.id}`),
      409,
      'No se puede eliminar la institución porque tiene clientes activos',
    );
    await api('PUT', '/api/client/update', { id: c.id, status: 'INACTIVE' });
    expect(failure(await api('DELETE', `/api/institution/delete/${inst.id}`)).message).toBe(
      'No se puede eliminar la institución porque tiene clientes inactivos asociados',
    );
    await api('PUT', '/api/client/update', { id: c.id, institutionId: null });
    const deleted = await api('DELETE', `/api/institution/delete/${inst.id}`);
    okData(deleted, 'Institución eliminada exitosamente');
    expect(deleted.body.data.deletedAt).toEqual(expect.any(String));
    expect(names(await api('GET', '/api/institution?q=borrable'))).toEqual([]);
    expect(names(await api('GET', '/api/institution?q=borrable&deleted=true'))).toEqual([
      'Colegio Borrable',
    ]);
    // A deleted institution takes no clients and keeps its name free.
    expectRefused(
      await client('Otro', '201', inst.id),
      400,
      'La institución seleccionada no existe o está eliminada',
    );
    const twin = await create({ name: 'Colegio Borrable', type: 'COLEGIO' });
    expect(failure(await api('POST', `/api/institution/restore/${inst.id}`)).message).toBe(
      'Ya existe una institución con este nombre',
    );
    await api('DELETE', `/api/institution/delete/${twin.id}`);
    const restored = await api('POST', `/api/institution/restore/${inst.id}`);
    expect(okData(restored, 'Institución restaurada exitosamente')).toMatchObject({
      deletedAt: null,
      updatedBy: 'Pablo Productor',
    });
    expectRefused(
      await api('POST', `/api/institution/restore/${inst.id}`),
      409,
      'La institución no está en la papelera',
    );
    expect(failure(await api('DELETE', '/api/institution/delete/999999')).statusCode).toBe(404);
  });

  it('is for staff: CLIENTE gets 403, no token 401', async () => {
    const cliente = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(ctx.t, cliente.token, [
      ['GET', '/api/institution', {}],
      ['GET', '/api/institution/export.csv', {}],
      ['POST', '/api/institution/create', {}],
    ]);
  });
});
