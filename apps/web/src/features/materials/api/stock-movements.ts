import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountInput, CountResult, Movement, MovementInput, Page } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/material/{id}/movements: a page of one material's ledger, newest first. */
export const useLedger = (materialId: number, params: ListParams) =>
  useQuery({
    queryKey: materialKeys.ledger(materialId, params),
    queryFn: async () =>
      (await api.get<Page<Movement>>(`/material/${materialId}/movements${toQueryString(params)}`))
        .data,
    placeholderData: keepPreviousData,
  });

/** GET /api/material/movement: a page of every material's movements. */
export const useMovements = (params: ListParams) =>
  useQuery({
    queryKey: materialKeys.movements(params),
    queryFn: async () =>
      (await api.get<Page<Movement>>(`/material/movement${toQueryString(params)}`)).data,
    placeholderData: keepPreviousData,
  });

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
