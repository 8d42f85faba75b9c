import { defineModule } from '../module';
import { labelRoutes } from './label.routes';
import { createLabelService, type LabelService } from './label.service';

declare module 'fastify' {
  interface FastifyInstance {
    labels: LabelService;
  }
}

/** Labels and packing lists of an order's bags (issue 35), built on the orders service. */
export const labelsModule = defineModule(
  'labels',
  async (app) => {
    app.decorate('labels', createLabelService({ orders: app.orders }));
    await app.register(labelRoutes);
  },
  ['orders'],
);
