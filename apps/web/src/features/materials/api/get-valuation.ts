import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { materialKeys } from './material-keys';

/** GET /api/material/valuation: 'Valor del inventario' at the end of `at` (YYYY-MM-DD). */
export const useValuation = (at: string) =>
  useApiQuery(materialKeys.valuation(at), (signal) =>
    api.GET('/material/valuation', { params: { query: { at } }, signal }),
  );
