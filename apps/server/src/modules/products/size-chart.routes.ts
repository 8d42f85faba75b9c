import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSizeChartInputSchema,
  SIZE_CHART_MESSAGES as M,
  SizeChartExportQuerySchema,
  SizeChartListQuerySchema,
  SizeChartPageSchema,
  SizeChartSchema,
  UpdateSizeChartInputSchema,
} from '@taller/shared';
import { resourceRoutes } from '../../resource';
import { SIZE_CHART_CSV_COLUMNS } from './size-chart.csv';
import type { SizeChartUpdate } from './size-chart.service';

const updatedMessage = ({ applied, detached }: SizeChartUpdate) =>
  applied > 0 ? M.updatedApplied(applied) : detached > 0 ? M.updatedDetached(detached) : M.updated;

/** Size charts (issue 34): any staff member, as products. The service is app.sizeCharts. */
export const sizeChartRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = {
    path: '/api/size-chart',
    config: { access: 'staff' },
    tags: ['size-charts'],
  } as const;

  resourceRoutes(app, {
    ...base,
    list: { query: SizeChartListQuerySchema, page: SizeChartPageSchema },
    csv: {
      query: SizeChartExportQuerySchema,
      fileName: 'tablas-de-tallas',
      columns: SIZE_CHART_CSV_COLUMNS,
    },
    item: SizeChartSchema,
    body: { create: CreateSizeChartInputSchema, update: UpdateSizeChartInputSchema },
    service: app.sizeCharts,
    written: (result) => ('chart' in result ? result.chart : result),
    messages: {
      found: M.found,
      created: M.created,
      updated: updatedMessage,
      deleted: M.deleted,
      restored: M.restored,
    },
  });
};
