import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Line } from '@taller/shared';
import { getListOrUnknown } from '../../../lib/api-fallback';
import { lineKeys } from './line-keys';

/** GET /line?deleted=true: the trash. */
export const getDeletedLines = () => getListOrUnknown<Line>('/line?deleted=true', 'lines');

export const deletedLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.trash, queryFn: getDeletedLines });

export const useDeletedLines = (enabled = true) =>
  useQuery({ ...deletedLinesQueryOptions(), enabled });
