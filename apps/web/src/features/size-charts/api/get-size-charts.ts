import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { sizeChartKeys } from './size-chart-keys';

/** GET /api/size-chart: one page (the trash with `deleted`). */
export const useSizeCharts = (params: ListParams) =>
  usePagedQuery(sizeChartKeys, '/size-chart', params);
