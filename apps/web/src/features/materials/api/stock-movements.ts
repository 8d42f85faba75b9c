import type { CountInput, CountResult, Movement, MovementInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/api-query';
import type { ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/material/{id}/movements: a page of one material's ledger, newest first. */
export const useLedger = (materialId: number, params: ListParams) =>
  usePagedQuery<Movement>(
    { list: (page) => materialKeys.ledger(materialId, page) },
    `/material/${materialId}/movements`,
    params,
  );

/** GET /api/material/movement: a page of every material's movements. */
export const useMovements = (params: ListParams) =>
  usePagedQuery<Movement>({ list: materialKeys.movements }, '/material/movement', params);

/** POST /api/material/movement: an entry, an exit, an adjustment or a reversal. */
export const useRecordMovement = () =>
  useEnvelopeMutation({
    call: (input: MovementInput) => api.post<Movement>('/material/movement', input),
    successToastId: (_input, movement) => T.movementSuccess(movement.id),
    errorToastId: T.movementError,
    invalidate: invalidateMaterials,
  });

/** POST /api/material/count: 'Conteo de inventario'. */
export const useRecordCount = () =>
  useEnvelopeMutation({
    call: (input: CountInput) => api.post<CountResult>('/material/count', input),
    successToastId: () => T.countSuccess,
    errorToastId: T.countError,
    invalidate: invalidateMaterials,
  });
