import type { Model } from '@taller/shared';
import { recordMaker } from '../../test/fake-trashable';

/** A model as the API answers it. */
export const makeModel = recordMaker<Model>(200, (id) => ({
  name: `Modelo ${id}`,
  description: '["Respaldo alto"]',
  status: 'ACTIVE',
  lineId: 5,
  line: { id: 5, name: 'Clásica' },
  createdBy: 'Ana Directora',
  updatedBy: 'Luis',
  createdAt: new Date(2025, 0, 15, 14, 30, 45).toISOString(),
  updatedAt: new Date(2025, 0, 16, 8, 5, 9).toISOString(),
  deletedAt: null,
  deletedBy: null,
  colors: [],
  media: [],
}));

export const color = (id: number, baseName: string, frameName: string, modelId = 0) => ({
  id,
  modelId,
  baseName,
  baseHexa: '#F5F5DC',
  frameName,
  frameHexa: '#5C4033',
});
