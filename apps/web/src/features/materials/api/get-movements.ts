import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { materialKeys } from './material-keys';

/** GET /api/material/movement: a page of every material's movements. */
export const useMovements = (params: ListParams) =>
  usePagedQuery({ list: materialKeys.movements }, '/material/movement', params);
