import { usePagedQuery } from '../../../api/query';
import { resourceKeys } from '../../../resource/resource-keys';

/** The charts a product may use: the first 100 by name (a workshop keeps a few dozen). */
export const useSizeChartOptions = () =>
  usePagedQuery(resourceKeys('size-charts'), '/size-chart', {
    page: 1,
    pageSize: 100,
    sort: 'name',
  });
