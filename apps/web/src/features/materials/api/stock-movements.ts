import type { CountInput, MovementInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery, usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/material/{id}/movements: a page of one material's ledger, newest first. */
export const useLedger = (materialId: number, params: ListParams) =>
  useApiQuery(
    materialKeys.ledger(materialId, params),
    (signal) =>
      api.GET('/material/{id}/movements', {
        params: { path: { id: materialId }, query: params },
        signal,
      }),
    { placeholderData: keepPreviousData },
  );

/** GET /api/material/movement: a page of every material's movements. */
export const useMovements = (params: ListParams) =>
  usePagedQuery({ list: materialKeys.movements }, '/material/movement', params);

/** POST /api/material/movement: an entry, an exit, an adjustment or a reversal. */
export const useRecordMovement = () =>
  useEnvelopeMutation({
    call: (input: MovementInput) => unwrap(api.POST('/material/movement', { body: input })),
    successToastId: (_input, movement) => T.movementSuccess(movement.id),
    errorToastId: T.movementError,
    invalidate: invalidateMaterials,
  });

/** POST /api/material/count: 'Conteo de inventario'. */
export const useRecordCount = () =>
  useEnvelopeMutation({
    call: (input: CountInput) => unwrap(api.POST('/material/count', { body: input })),
    successToastId: () => T.countSuccess,
    errorToastId: T.countError,
    invalidate: invalidateMaterials,
  });
