import { describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { expectStaffOnly } from './line-helpers';
import { materialCreator } from './material-helpers';
import {
  creator,
  expectDataless,
  expectRefused,
  itRefuses,
  names,
  okData,
  signedInCaller,
} from './people-helpers';
import { testDialect } from './test-app';

type SupplierAnswer = { id: number; name: string; materialCount: number };

describe(`suppliers (${testDialect})`, () => {
  // Any staff member manages suppliers, as materials: a producer here (decision 027).
  const ctx = signedInCaller('PRODUCER', 'Pablo Productor');
  const { api } = ctx;
  const create = creator<SupplierAnswer>(api, '/api/supplier/create');
  const material = materialCreator(api);
  const getMaterial = async (id: number) =>
    (await api('GET', `/api/material/${id}`)).body.data as Record<string, unknown>;

  it('creates a supplier: NIT folded, E.164 phone, audit from the signed-in user', async () => {
    const res = await api('POST', '/api/supplier/create', {
      name: ' Textiles Andinos ',
      taxId: ' 1023456  lp ',
      contactName: 'Rosa Mamani',
      phone: '2 2441234',
      email: 'Ventas@Andinos.bo',
      sells: 'Telas de algodón, hilos',
      paymentTerms: '30 días',
      createdBy: 'otro',
    });
    expect(okData(res, 'Proveedor creado exitosamente')).toMatchObject({
      name: 'Textiles Andinos',
      taxId: '1023456 LP',
      phone: '+59122441234',
      email: 'ventas@andinos.bo',
      sells: 'Telas de algodón, hilos',
      paymentTerms: '30 días',
      status: 'ACTIVE',
      materialCount: 0,
      createdBy: 'Pablo Productor',
    });
  });

  it('refuses a name already used, whatever its case or accents', async () => {
    expectRefused(
      await api('POST', '/api/supplier/create', { name: 'textiles  ANDINOS' }),
      409,
      'Ya existe un proveedor con este nombre',
    );
  });

  itRefuses(
    'refuses %j with 400: %s',
    (body: object) => api('POST', '/api/supplier/create', body),
    [
      [{}, 'El nombre es requerido'],
      [{ name: '  ' }, 'El nombre es requerido'],
      [
        { name: 'X', taxId: '#12' },
        'El NIT solo admite letras, números, espacios, puntos y guiones',
      ],
      [{ name: 'X', email: 'no-es-correo' }, 'Ingrese un correo electrónico válido'],
    ],
  );

  it('links a material by id and answers its name; a name alone links the live supplier', async () => {
    const supplier = await create({ name: 'Hilos del Valle' });
    const byId = await material('SUP-HILO', { supplierId: supplier.id, purchaseUnit: 5000 });
    expect(byId).toMatchObject({
      supplier: 'Hilos del Valle',
      supplierId: supplier.id,
      purchaseUnit: 5000,
    });
    const byName = await material('SUP-HILO2', { supplier: 'hilos del valle' });
    expect(byName).toMatchObject({ supplier: 'Hilos del Valle', supplierId: supplier.id });
    const loose = await material('SUP-LIBRE', { supplier: 'Otro Proveedor' });
    expect(loose).toMatchObject({
      supplier: 'Otro Proveedor',
      supplierId: null,
      purchaseUnit: null,
    });

    const list = await api('GET', `/api/supplier?q=valle`);
    expect(list.body.data.items).toMatchObject([{ name: 'Hilos del Valle', materialCount: 2 }]);
    const unlinked = await api('PUT', '/api/material/update', {
      id: byName.id,
      supplierId: null,
      purchaseUnit: 50,
    });
    expect(okData(unlinked, 'Material actualizado exitosamente')).toMatchObject({
      supplier: null,
      supplierId: null,
      purchaseUnit: 50,
    });
    // An update that does not name the supplier keeps it.
    await api('PUT', '/api/material/update', { id: byId.id, name: 'Hilo blanco' });
    expect(await getMaterial(byId.id)).toMatchObject({ supplierId: supplier.id });
  });

  it('refuses a material with a supplier that does not exist or is in the trash', async () => {
    const gone = await create({ name: 'Proveedor Cerrado' });
    await api('DELETE', `/api/supplier/delete/${gone.id}`);
    for (const supplierId of [gone.id, 999999]) {
      const res = await api('POST', '/api/material/create', {
        code: 'SUP-MALO',
        name: 'Malo',
        unit: 'metro',
        supplierId,
      });
      expectDataless(res, 400, 'El proveedor no existe o está en la papelera', 'UNAVAILABLE');
    }
    expectRefused(
      await api('POST', '/api/material/create', {
        code: 'SUP-MALO',
        name: 'Malo',
        unit: 'metro',
        purchaseUnit: 0,
      }),
      400,
      'La cantidad debe ser mayor que 0',
    );
  });

  it("a new name reaches its materials' name, filter and search", async () => {
    const supplier = await create({ name: 'Botones Paz' });
    const m = await material('SUP-BOTON', { supplierId: supplier.id });
    const res = await api('PUT', '/api/supplier/update', {
      id: supplier.id,
      name: 'Botones Illimani',
    });
    expect(okData(res, 'Proveedor actualizado exitosamente')).toMatchObject({
      name: 'Botones Illimani',
      materialCount: 1,
    });
    expect(await getMaterial(m.id)).toMatchObject({ supplier: 'Botones Illimani' });
    const bySupplier = await api('GET', '/api/material?supplier=illimani');
    expect(bySupplier.body.data.items).toMatchObject([{ code: 'SUP-BOTON' }]);
    const bySearch = await api('GET', '/api/material?q=illimani');
    expect(bySearch.body.data.items).toMatchObject([{ code: 'SUP-BOTON' }]);
  });

  it('is not deleted while live materials are bought from it; then trash and restore', async () => {
    const supplier = await create({ name: 'Cierres Sur' });
    const m = await material('SUP-CIERRE', { supplierId: supplier.id });
    const refused = await api('DELETE', `/api/supplier/delete/${supplier.id}`);
    expectDataless(
      refused,
      409,
      'No se puede eliminar el proveedor: lo usan materiales activos (SUP-CIERRE). Cambie su proveedor primero.',
      'IN_USE',
    );
    await api('DELETE', `/api/material/delete/${m.id}`);
    const deleted = await api('DELETE', `/api/supplier/delete/${supplier.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(names(await api('GET', '/api/supplier?q=cierres'))).toEqual([]);
    expect(names(await api('GET', '/api/supplier?q=cierres&deleted=true'))).toEqual([
      'Cierres Sur',
    ]);
    const restored = await api('POST', `/api/supplier/restore/${supplier.id}`);
    expect(okData(restored, 'Proveedor restaurado exitosamente')).toMatchObject({
      deletedAt: null,
    });
  });

  it('pages, filters by status and exports CSV', async () => {
    const a = await create({ name: 'Zeta Insumos', taxId: '555', sells: 'Agujas' });
    await api('PUT', '/api/supplier/update', { id: a.id, status: 'INACTIVE' });
    const page = await api('GET', '/api/supplier?status=INACTIVE&pageSize=1');
    expect(page.body.data).toMatchObject({ total: 1, items: [{ name: 'Zeta Insumos' }] });
    const csv = await api('GET', '/api/supplier/export.csv?q=zeta');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain(
      'ID;Nombre;NIT;Contacto;Teléfono;Correo;Qué vende;Condiciones de pago',
    );
    expect(csv.text).toContain('Zeta Insumos;555;;;;Agujas;;Inactivo');
  });

  it('is for staff: CLIENTE gets 403, no token 401', async () => {
    const cliente = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(ctx.t, cliente.token, [
      ['GET', '/api/supplier', {}],
      ['GET', '/api/supplier/export.csv', {}],
      ['POST', '/api/supplier/create', {}],
    ]);
  });
});
