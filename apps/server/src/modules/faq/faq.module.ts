import { defineModule } from '../module';
import { faqRoutes } from './faq.routes';
import { createFaqService, type FaqService } from './faq.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'Preguntas frecuentes': staff manage them, clients read the published ones. */
    faqs: FaqService;
  }
}

export const faqModule = defineModule('faq', async (app) => {
  app.decorate('faqs', createFaqService({ db: app.db }));
  await app.register(faqRoutes);
});
