import type { Model } from '@taller/shared';
import { fakeTrashableServer } from '../../../test/fake-trashable';
import { makeModel } from '../model.fixtures';

export const LINE = {
  id: 5,
  name: 'Clásica',
  description: '[]',
  color: '#8B4513',
  status: 'ACTIVE',
  createdBy: null,
  updatedBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
};
/** The model 'Silla' with one stored image, silla.png. */
export const sillaWithImage = () =>
  makeModel({
    name: 'Silla',
    media: [
      { id: 1, url: '/media/a.png', fileType: 'IMAGE', displayOrder: 1, originalName: 'silla.png' },
    ],
  });

export const PAGE_PATH = `/director/dashboard/models/${LINE.id}`;
export const PAGE_ROUTE = '/director/dashboard/models/:lineId';

type Route = 'line' | 'list' | 'trash';

/** A stateful fake of the model endpoints; `fail(route, status, message)` makes a route fail. */
export const fakeModelsServer = (initial: Model[], trash: Model[] = []) =>
  fakeTrashableServer<Model, Route>(initial, trash, {
    resource: 'model',
    notFound: 'Modelo no encontrado',
    deletedBy: 'Ana',
    create: (body) => makeModel({ ...body, colors: [], media: [] }),
    update: (model, input) => ({ ...model, name: input.name, status: input.status }),
    routes: ({ state, on }) => ({
      'GET /api/line/:id': () => on('line', () => ({ data: LINE })),
      'GET /api/model/all/lineId/:lineId': () => on('list', () => ({ data: state.live })),
      'GET /api/model/all/lineId/:lineId?deleted=true': () =>
        on('trash', () => ({ data: state.trash })),
      'POST /api/media/delete': () => ({ data: { deleted: 1 } }),
    }),
  });
