import type { Client } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { fakeBulk } from '../../../test/fake-bulk';
import { MADE_BY_ANA, pagedAnswer, recordMaker } from '../../../test/fake-trashable';
import { makeInstitution } from '../../institutions/pages/institutions-page.fixtures';

export const SCHOOL = makeInstitution({ name: 'Colegio San José' });

export const makeClient = recordMaker<Client>(300, (id) => ({
  name: `Cliente ${id}`,
  documentNumber: `${id}000 LP`,
  email: null,
  phone: '+59170012345',
  city: 'La Paz',
  address: null,
  institutionId: null,
  institution: null,
  notes: null,
  status: 'ACTIVE',
  remindersPaused: false,
  account: null,
  ...MADE_BY_ANA,
}));

/** A fake of the client endpoints (and the institution options they use). */
export function fakeClientsServer(clients: Client[], answers: Record<string, FakeAnswer> = {}) {
  const state = { clients: [...clients] };
  return fakeApi({
    'GET /api/client?*': ({ query }) => pagedAnswer(state.clients, query),
    'GET /api/institution?*': () => ({
      data: { items: [SCHOOL], total: 1, page: 1, pageSize: 100 },
    }),
    'GET /api/client/export.csv?*': () => ({ file: 'Nombre;Documento\r\n' }),
    'POST /api/client/bulk': fakeBulk(
      () => state.clients,
      { one: 'cliente', many: 'clientes' },
      answers.bulk,
    ),
    'GET /api/client/:id': ({ params }) => ({
      data: state.clients.find((c) => c.id === Number(params.id)),
    }),
    'POST /api/client/create': ({ body }) =>
      answers.create ?? {
        message: 'Cliente creado. Se ha enviado una invitación por correo.',
        data: makeClient(body as Partial<Client>),
      },
    'PUT /api/client/update': ({ body }) => {
      const input = body as Partial<Client> & { id: number };
      const client = { ...state.clients.find((c) => c.id === input.id)!, ...input };
      state.clients = state.clients.map((c) => (c.id === client.id ? client : c));
      return { message: 'Cliente actualizado exitosamente', data: client };
    },
  });
}
