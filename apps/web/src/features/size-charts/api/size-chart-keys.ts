import type { CreateSizeChartInput, UpdateSizeChartInput } from '@taller/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { recordToastIds } from '../../../resource/toast-ids';

/** ['size-charts', 'list', params] one page (live or trash), ['size-charts', id] one chart. */
export const sizeChartKeys = resourceKeys('size-charts');

export const SIZE_CHART_TOAST_IDS = recordToastIds('size-chart');

/**
 * A chart changed: its lists, and the products (an edit may have changed their sizes or unlinked
 * them; the products feature's keys, by resource).
 */
export const invalidateSizeCharts = (qc: QueryClient) =>
  Promise.all(
    [sizeChartKeys.all, resourceKeys('products').all].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );

/** A chart's create, update, delete and restore. */
export const sizeChartApi = recordApi(
  {
    create: (body: CreateSizeChartInput) => unwrap(api.POST('/size-chart/create', { body })),
    update: (body: UpdateSizeChartInput) => unwrap(api.PUT('/size-chart/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/size-chart/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/size-chart/restore/{id}', { params: { path: { id } } })),
  },
  SIZE_CHART_TOAST_IDS,
);
