import { DEFAULT_MEDIA_ENTITY_TYPE as MODEL_MEDIA_ENTITY } from '@taller/shared';
import { defineModule } from '../module';
import { productRoutes } from './product.routes';
import { createProductService, productMediaOwner, type ProductService } from './product.service';
import { sizeChartRoutes } from './size-chart.routes';
import { createSizeChartService, type SizeChartService } from './size-chart.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product rules (issue 17); what keeps a product from being deleted registers here. */
    products: ProductService;
    /** Size charts that products use (issue 34): in this module, which owns product sizes. */
    sizeCharts: SizeChartService;
  }
}

export const productsModule = defineModule(
  'products',
  async (app) => {
    const media = app.media;
    app.decorate(
      'products',
      createProductService({
        db: app.db,
        dialect: app.dialect,
        copyModelPhotos: (modelId, times, actor) =>
          media.copyFilesOf(
            { entityType: MODEL_MEDIA_ENTITY, entityId: modelId },
            times,
            actor.name,
          ),
      }),
    );
    app.decorate('sizeCharts', createSizeChartService({ db: app.db, dialect: app.dialect }));
    app.mediaOwners.push(productMediaOwner);
    await app.register(productRoutes);
    await app.register(sizeChartRoutes);
  },
  ['media'],
);
