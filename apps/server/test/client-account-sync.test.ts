import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, failure, names, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/** A client's sign-in account edited in Usuarios: the client follows, and stays consistent. */
describe(`a client's account edited as a user (${testDialect})`, () => {
  const { api } = signedInCaller('ADMIN', 'Ada Admin');
  let client: { id: number; account: { userId: number } };
  beforeAll(async () => {
    const res = await api('POST', '/api/client/create', {
      name: 'Lucía Mamani',
      documentNumber: 'S100',
      email: 'lucia@cliente.bo',
      phone: '76543210',
      notes: 'Cliente antigua',
      createAccess: true,
    });
    expect(res.statusCode).toBe(200);
    client = res.body.data;
  });
  const userId = () => client.account.userId;
  const getClient = async () => (await api('GET', `/api/client/${client.id}`)).body.data;
  const getUser = async () => (await api('GET', `/api/user/${userId()}`)).body.data;

  it('name, email, phone and status changed in Usuarios change the client too', async () => {
    const res = await api('PUT', '/api/user/update', {
      id: userId(),
      name: 'Lucía Mamani Rojas',
      email: 'LUCIA.ROJAS@cliente.bo',
      phone: '79999999',
      status: 'INACTIVE',
    });
    expect(res.statusCode).toBe(200);
    expect(await getClient()).toMatchObject({
      name: 'Lucía Mamani Rojas',
      email: 'lucia.rojas@cliente.bo',
      phone: '+59179999999',
      status: 'INACTIVE',
      notes: 'Cliente antigua',
      updatedBy: 'Ada Admin',
      account: { userId: userId(), email: 'lucia.rojas@cliente.bo', status: 'INACTIVE' },
    });
    // The client's search finds the new name and phone.
    expect(names(await api('GET', '/api/client?q=rojas'))).toEqual(['Lucía Mamani Rojas']);
    expect(names(await api('GET', '/api/client?q=79999999'))).toEqual(['Lucía Mamani Rojas']);
  });

  it("the client's next save keeps the account as Usuarios left it", async () => {
    const res = await api('PUT', '/api/client/update', { id: client.id, notes: 'Llamar antes' });
    expect(res.statusCode).toBe(200);
    expect(await getUser()).toMatchObject({
      name: 'Lucía Mamani Rojas',
      email: 'lucia.rojas@cliente.bo',
      status: 'INACTIVE',
    });
  });

  it('its role cannot be changed: 409 and nothing changes', async () => {
    const res = await api('PUT', '/api/user/update', { id: userId(), role: 'PRODUCER' });
    expectRefused(res, 409, 'Esta cuenta es el acceso de un cliente: su rol no se puede cambiar');
    expect((await getUser()).role).toBe('CLIENTE');
  });

  it('it cannot be deleted from Usuarios, even once its client is in the trash', async () => {
    const message =
      'Esta cuenta es el acceso de un cliente: se desactiva o elimina desde Gestión de Clientes';
    const refused = await api('DELETE', `/api/user/delete/${userId()}`);
    expect(failure(refused)).toEqual({ statusCode: 409, status: 409, message });
    expect((await api('DELETE', `/api/client/delete/${client.id}`)).statusCode).toBe(200);
    expect(failure(await api('DELETE', `/api/user/delete/${userId()}`))).toEqual({
      statusCode: 409,
      status: 409,
      message,
    });
    expect((await getUser()).deletedAt).toBeNull();
  });

  it('a user who is no client account is edited and deleted as before', async () => {
    const created = await api('POST', '/api/user/create', {
      name: 'Pedro Productor',
      email: 'pedro@taller.test',
      role: 'PRODUCER',
      password: 'clave-de-pedro-larga',
    });
    const id = created.body.data.id;
    expect((await api('PUT', '/api/user/update', { id, role: 'ADMIN' })).statusCode).toBe(200);
    expect((await api('DELETE', `/api/user/delete/${id}`)).statusCode).toBe(200);
  });
});
