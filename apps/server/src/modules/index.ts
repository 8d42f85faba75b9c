import type { AppInstance } from '../app';
import { authRoutes } from './auth/auth.routes';
import { bulkModule } from './bulk/bulk.module';
import { billingModule } from './billing/billing.module';
import { clientAreaModule } from './client-area/client-area.module';
import { clientsModule } from './clients/clients.module';
import { cutPlansModule } from './cut-plans/cut-plans.module';
import { deliveriesModule } from './deliveries/deliveries.module';
import { faqModule } from './faq/faq.module';
import { healthRoutes } from './health/health.routes';
import { homeModule } from './home/home.module';
import { importsModule } from './imports/imports.module';
import { labelsModule } from './labels/labels.module';
import { institutionsModule } from './institutions/institutions.module';
import { linesModule } from './lines/lines.module';
import { materialsModule } from './materials/materials.module';
import { mediaModule } from './media/media.module';
import { modelsModule } from './models/models.module';
import { notificationsModule } from './notifications/notifications.module';
import { ordersModule } from './orders/orders.module';
import { packagesModule } from './packages/packages.module';
import { productionModule } from './production/production.module';
import { productsModule } from './products/products.module';
import { remindersModule } from './reminders/reminders.module';
import { reportsModule } from './reports/reports.module';
import { siatModule } from './siat/siat.module';
import { supportModule } from './support/support.module';
import { usersModule } from './users/users.module';
import { whatsappModule } from './whatsapp/whatsapp.module';

/**
 * Every feature module, registered in order: each is a plugin (`<name>/<name>.module.ts`) that
 * decorates its services, registers what other modules need from it and adds its routes. The
 * order is what the modules need and what the OpenAPI document lists:
 * - notifications (the outbox, the cluster bus) and WhatsApp come before every module with a
 *   lifecycle of its own (media's sweep), so they start before and stop after them;
 * - a module comes after those whose decorations it uses (each names them in `defineModule`):
 *   models after lines and media, packages after products, orders after packages, the client
 *   area after orders, support and billing; deliveries after orders and the client area;
 *   SIAT before billing, which issues facturas through it; payment reminders after billing.
 */
export async function registerModules(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(notificationsModule);
  await app.register(whatsappModule);
  await app.register(linesModule);
  await app.register(mediaModule);
  await app.register(usersModule);
  await app.register(institutionsModule);
  await app.register(clientsModule);
  await app.register(modelsModule);
  await app.register(productsModule);
  await app.register(packagesModule);
  await app.register(ordersModule);
  await app.register(materialsModule);
  await app.register(cutPlansModule);
  await app.register(siatModule);
  await app.register(billingModule);
  await app.register(remindersModule);
  await app.register(supportModule);
  await app.register(clientAreaModule);
  await app.register(deliveriesModule);
  await app.register(faqModule);
  await app.register(reportsModule);
  await app.register(labelsModule);
  await app.register(productionModule);
  await app.register(homeModule);
  await app.register(importsModule);
  await app.register(bulkModule);
}
