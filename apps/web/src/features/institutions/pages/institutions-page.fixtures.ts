import type { Institution, InstitutionDetails } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { MADE_BY_ANA, fakeWriteRoutes, pagedAnswer } from '../../../test/fake-trashable';

let nextId = 200;

export function makeInstitution(overrides: Partial<Institution> = {}): Institution {
  nextId += 1;
  return {
    id: nextId,
    name: `Institución ${nextId}`,
    type: 'COLEGIO',
    city: 'La Paz',
    address: null,
    contactName: 'María Pérez',
    contactPhone: '+59170012345',
    email: null,
    status: 'ACTIVE',
    clientCount: 0,
    ...MADE_BY_ANA,
    updatedAt: '2025-01-16T11:00:00.000Z',
    ...overrides,
  };
}

export const withClients = (
  institution: Institution,
  items: InstitutionDetails['clients']['items'],
): InstitutionDetails => ({
  ...institution,
  clients: { total: items.length, active: items.length, items },
});

/** A fake of the institution endpoints; `answers` overrides a route by name. */
export function fakeInstitutionsServer(
  institutions: Institution[],
  answers: Record<string, FakeAnswer> = {},
) {
  const state = { institutions: [...institutions] };
  return fakeApi({
    'GET /api/institution?*': ({ query }) => pagedAnswer(state.institutions, query),
    'GET /api/institution/export.csv?*': () =>
      answers.export ?? { file: '\uFEFFNombre;Tipo\r\nColegio San José;Colegio\r\n' },
    'GET /api/institution/:id': ({ params }) =>
      answers.one ?? {
        data: withClients(
          state.institutions.find((i) => i.id === Number(params.id))!,
          [],
        ),
      },
    ...fakeWriteRoutes('institution', makeInstitution, answers, {
      created: 'Institución creada exitosamente',
      updated: 'Institución actualizada exitosamente',
      deleted: 'Institución eliminada exitosamente',
    }),
  });
}
