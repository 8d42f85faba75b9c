import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { materialKeys } from './material-keys';

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
