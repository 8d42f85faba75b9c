import { defineModule } from '../module';
import { modelRoutes } from './model.routes';
import {
  createModelService,
  modelLineDependents,
  modelMediaOwner,
  type ModelService,
} from './model.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Model rules (issue 5); a line's models are its registered dependents. */
    models: ModelService;
  }
}

export const modelsModule = defineModule(
  'models',
  async (app) => {
    const { db, dialect, changes } = app;
    app.decorate('models', createModelService({ db, dialect, changes }));
    app.lines.addDependents(modelLineDependents);
    app.mediaOwners.push(modelMediaOwner);
    await app.register(modelRoutes);
  },
  ['lines', 'media'],
);
