import type { Institution, InstitutionDetails } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import {
  fakeWriteRoutes,
  MADE_BY_ANA,
  pagedAnswer,
  recordMaker,
} from '../../../test/fake-trashable';

export const makeInstitution = recordMaker<Institution>(200, (id) => ({
  name: `Institución ${id}`,
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
}));

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
