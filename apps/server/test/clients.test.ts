import { beforeAll, describe, expect, it } from 'vitest';
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

describe(`clients (${testDialect})`, () => {
  const ctx = signedInCaller('ADMIN', 'Ada Admin');
  const { api } = ctx;
  const createInstitution = creator(api, '/api/institution/create');
  let school: { id: number };
  let company: { id: number };
  beforeAll(async () => {
    school = await createInstitution({ name: 'Colegio Alemán', type: 'COLEGIO' });
    company = await createInstitution({ name: 'Fábrica Sur', type: 'EMPRESA' });
  });

  const create = creator(api, '/api/client/create');

  it('creates a client: E.164 phone, document upper-cased, institution shown, audit from the user', async () => {
    const res = await api('POST', '/api/client/create', {
      name: 'José Núñez',
      documentNumber: '4455667 lp',
      email: 'Jose@Correo.BO',
      phone: '71234567',
      city: 'El Alto',
      address: 'Calle 3 #45',
      institutionId: school.id,
      notes: 'Prefiere WhatsApp; talla "M"',
      createdBy: 'hacker',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(okData(res, 'Cliente creado exitosamente')).toMatchObject({
      name: 'José Núñez',
      documentNumber: '4455667 LP',
      email: 'jose@correo.bo',
      phone: '+59171234567',
      city: 'El Alto',
      institutionId: school.id,
      institution: { id: school.id, name: 'Colegio Alemán' },
      notes: 'Prefiere WhatsApp; talla "M"',
      status: 'ACTIVE',
      account: null,
      createdBy: 'Ada Admin',
      updatedBy: 'Ada Admin',
      deletedAt: null,
    });
    expect(res.body.data.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses a document already used, however it is written', async () => {
    for (const documentNumber of ['4455667-LP', '4455667LP', '4455667 lp']) {
      expectRefused(
        await api('POST', '/api/client/create', { name: 'Otro', documentNumber }),
        409,
        'Ya existe un cliente con este documento',
      );
    }
  });

  itRefuses('refuses %j with 400: %s', (body: object) => api('POST', '/api/client/create', body), [
    [{ documentNumber: '1' }, 'El nombre es requerido'],
    [{ name: 'Ana', documentNumber: '' }, 'El número de documento es requerido'],
    [
      { name: 'Ana', documentNumber: '12#4' },
      'El documento (CI/NIT) solo puede contener letras, números, espacios y guiones',
    ],
    [
      { name: 'Ana $', documentNumber: '9' },
      "No se permite «$» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
    ],
    [
      { name: 'Ana', documentNumber: '9', phone: '+591 1234' },
      'Ingrese un número de teléfono válido',
    ],
    [{ name: 'Ana', documentNumber: '9', email: 'ana@' }, 'Ingrese un correo electrónico válido'],
    [{ name: 'Ana', documentNumber: '9', institutionId: 'uno' }, 'La institución no es válida'],
    [
      { name: 'Ana', documentNumber: '9', institutionId: 999999 },
      'La institución seleccionada no existe o está eliminada',
    ],
    [
      { name: 'Ana', documentNumber: '9', notes: 'a\u0000b' },
      'El texto contiene caracteres no permitidos',
    ],
  ]);

  describe('list', () => {
    beforeAll(async () => {
      await create({
        name: 'Álvaro Quispe',
        documentNumber: '7001',
        phone: '70012345',
        institutionId: company.id,
        email: 'alvaro@correo.bo',
        city: 'Sucre',
      });
      const inactive = await create({
        name: 'Beatriz Mamani',
        documentNumber: '7002-1A',
        institutionId: school.id,
      });
      await api('PUT', '/api/client/update', { id: inactive.id, status: 'INACTIVE' });
      await create({
        name: 'carlos quispe',
        documentNumber: '7003',
        email: 'carlos@otro.bo',
        city: 'Potosí',
      });
    });

    it('sorts by name ignoring accents and case, with institution and total', async () => {
      const res = await api('GET', '/api/client');
      expect(res.body.data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(names(res)).toEqual([
        'Álvaro Quispe',
        'Beatriz Mamani',
        'carlos quispe',
        'José Núñez',
      ]);
      expect(res.body.data.items[0].institution).toEqual({ id: company.id, name: 'Fábrica Sur' });
    });

    it('searches name, document, email and phone', async () => {
      expect(names(await api('GET', '/api/client?q=QUISPE'))).toEqual([
        'Álvaro Quispe',
        'carlos quispe',
      ]);
      expect(names(await api('GET', '/api/client?q=nunez'))).toEqual(['José Núñez']);
      expect(names(await api('GET', '/api/client?q=7002-1'))).toEqual(['Beatriz Mamani']);
      expect(names(await api('GET', '/api/client?q=70021a'))).toEqual(['Beatriz Mamani']);
      expect(names(await api('GET', '/api/client?q=otro.bo'))).toEqual(['carlos quispe']);
      expect(names(await api('GET', `/api/client?q=${encodeURIComponent('700 123 45')}`))).toEqual([
        'Álvaro Quispe',
      ]);
      expect(names(await api('GET', `/api/client?q=${encodeURIComponent('+591 7123')}`))).toEqual([
        'José Núñez',
      ]);
    });

    it('finds short terms, takes quotes and wildcards literally, and follows renames', async () => {
      expect(names(await api('GET', '/api/client?q=QU'))).toEqual([
        'Álvaro Quispe',
        'carlos quispe',
      ]);
      for (const q of ['"', 'a"b', '%', '_', "' or 1=1 --", 'quispe" OR "x']) {
        const res = await api('GET', `/api/client?q=${encodeURIComponent(q)}`);
        expect(res.body.data.total, q).toBe(0);
      }
      const c = await create({ name: 'Renombre Antiguo', documentNumber: '7100' });
      await api('PUT', '/api/client/update', { id: c.id, name: 'Nombre Moderno' });
      expect(names(await api('GET', '/api/client?q=antiguo'))).toEqual([]);
      expect(names(await api('GET', '/api/client?q=moderno'))).toEqual(['Nombre Moderno']);
      await api('DELETE', `/api/client/delete/${c.id}`);
    });

    it('filters by status and institution, sorts and pages', async () => {
      expect(names(await api('GET', '/api/client?status=INACTIVE'))).toEqual(['Beatriz Mamani']);
      expect(names(await api('GET', `/api/client?institutionId=${school.id}`))).toEqual([
        'Beatriz Mamani',
        'José Núñez',
      ]);
      expect(
        names(await api('GET', `/api/client?institutionId=${school.id}&status=ACTIVE&q=jose`)),
      ).toEqual(['José Núñez']);
      expect(names(await api('GET', '/api/client?sort=-documentNumber&pageSize=2&page=2'))).toEqual(
        ['Álvaro Quispe', 'José Núñez'],
      );
      expect(names(await api('GET', '/api/client?sort=city')).slice(0, 3)).toEqual([
        'José Núñez',
        'carlos quispe',
        'Álvaro Quispe',
      ]);
    });

    itRefuses('refuses %s', (query) => api('GET', `/api/client?${query}`), [
      ['institutionId=abc', 'La institución no es válida'],
      ['status=activo', "El estado debe ser 'ACTIVE' o 'INACTIVE'"],
      [
        'sort=email',
        'Orden no válido. Valores permitidos: name, -name, documentNumber, -documentNumber, city, -city, status, -status, createdAt, -createdAt, updatedAt, -updatedAt',
      ],
      ['page=-1', 'La página debe ser un número entero mayor que 0'],
    ]);
  });

  it('updates only what is sent, keeps documents unique and checks the institution', async () => {
    const c = await create({
      name: 'Cambio Uno',
      documentNumber: '8001',
      city: 'Oruro',
      institutionId: school.id,
    });
    const res = await api('PUT', '/api/client/update', {
      id: c.id,
      phone: '+591 2 2441234',
      institutionId: company.id,
    });
    expect(okData(res, 'Cliente actualizado exitosamente')).toMatchObject({
      name: 'Cambio Uno',
      city: 'Oruro',
      phone: '+59122441234',
      institution: { name: 'Fábrica Sur' },
    });
    expect(
      (await api('PUT', '/api/client/update', { id: c.id, institutionId: null, city: '' })).body
        .data,
    ).toMatchObject({
      institution: null,
      city: null,
    });
    expect(
      failure(await api('PUT', '/api/client/update', { id: c.id, documentNumber: '7001' })).message,
    ).toBe('Ya existe un cliente con este documento');
    expect(
      (await api('PUT', '/api/client/update', { id: c.id, documentNumber: '8001' })).statusCode,
    ).toBe(200);
    expect(
      failure(await api('PUT', '/api/client/update', { id: c.id, institutionId: 999999 })).message,
    ).toBe('La institución seleccionada no existe o está eliminada');
    expectRefused(
      await api('PUT', '/api/client/update', { id: 999999, name: 'X' }),
      404,
      'Cliente no encontrado',
    );
    expect(failure(await api('GET', '/api/client/0')).message).toBe(
      'El identificador no es válido',
    );
  });

  it('deletes into the trash and restores, unless its document or institution is gone', async () => {
    const inst = await createInstitution({ name: 'Colegio Efímero', type: 'COLEGIO' });
    const c = await create({
      name: 'Papelera Cliente',
      documentNumber: '9001',
      institutionId: inst.id,
    });
    const deleted = await api('DELETE', `/api/client/delete/${c.id}`);
    okData(deleted, 'Cliente eliminado exitosamente');
    expect(names(await api('GET', '/api/client?q=papelera'))).toEqual([]);
    expect(names(await api('GET', '/api/client?q=papelera&deleted=true'))).toEqual([
      'Papelera Cliente',
    ]);
    expect((await api('GET', `/api/client/${c.id}`)).body.data.deletedAt).toEqual(
      expect.any(String),
    );

    const twin = await create({ name: 'Gemelo', documentNumber: '9001' });
    expect(failure(await api('POST', `/api/client/restore/${c.id}`)).message).toBe(
      'Ya existe un cliente con este documento',
    );
    await api('DELETE', `/api/client/delete/${twin.id}`);
    await api('DELETE', `/api/institution/delete/${inst.id}`);
    expectRefused(
      await api('POST', `/api/client/restore/${c.id}`),
      409,
      'No se puede restaurar el cliente porque su institución está eliminada',
    );
    await api('POST', `/api/institution/restore/${inst.id}`);
    const restored = await api('POST', `/api/client/restore/${c.id}`);
    expect(okData(restored, 'Cliente restaurado exitosamente')).toMatchObject({
      deletedAt: null,
      institution: { name: 'Colegio Efímero' },
    });
    expect(failure(await api('POST', `/api/client/restore/${c.id}`)).message).toBe(
      'El cliente no está en la papelera',
    );
  });
});
