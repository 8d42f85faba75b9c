import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lineQueryOptions } from '../features/lines/api/line-query';
import { modelsQueryOptions } from '../features/models/api/models-query';
import { decideAccess } from '../lib/access';
import { activeQueryClient } from '../lib/query-client';
import { getAccessToken, getStoredUser } from '../lib/session';
import { ensureSession, needsSessionRenewal } from '../lib/session-bootstrap';
import { AccessGuard } from './access-guard';
import type { RouteHandle } from './route-handle';
import { AppLoading } from './app-loading';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** A route whose screen is loaded only when first visited (the root shows a spinner meanwhile). */
const lazyScreen = (title: string, load: () => Promise<ComponentType>) =>
  ({
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: await load() }),
  }) satisfies RouteObject;

/** A section whose content a later delivery brings: the generic placeholder with its title. */
const comingSoon = (title: string) =>
  lazyScreen(title, async () => (await import('./coming-soon-page')).ComingSoonPage);

const usersPage = () =>
  lazyScreen(
    'Gestión de Usuarios',
    async () => (await import('../features/users/pages/users-page')).UsersPage,
  );
/**
 * Starts loading a line and its models (what the models page shows first) while the page's
 * code is still downloading, for a user the director guard will let in: the page's own queries
 * then find them in flight or done. Never waits.
 */
function prefetchModels(lineIdParam: string | undefined) {
  const client = activeQueryClient();
  const lineId = Number(lineIdParam);
  if (!client || !/^\d+$/.test(lineIdParam ?? '') || lineId <= 0) return null;
  const access = decideAccess('director', { token: getAccessToken(), role: getStoredUser()?.role });
  if (!access.allow) return null;
  void client.prefetchQuery(lineQueryOptions(lineId));
  void client.prefetchQuery(modelsQueryOptions(lineId));
  return null;
}

const ordersNew = 'Nuevo Pedido';
const ordersEdit = 'Editar Pedido';

/** The route table of SPEC.md §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorPage,
    // A reload keeps the session marker but not the token: renew it before any guard decides.
    loader: async () => {
      await ensureSession();
      return null;
    },
    shouldRevalidate: needsSessionRenewal,
    children: [
      {
        element: <AccessGuard area="public" />,
        children: [
          {
            index: true,
            ...lazyScreen(
              'Iniciar sesión',
              async () => (await import('../features/auth/pages/login-page')).LoginPage,
            ),
          },
          {
            path: 'reset-password',
            ...lazyScreen(
              'Restablecer contraseña',
              async () =>
                (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
            ),
          },
        ],
      },
      {
        path: 'client',
        element: <AccessGuard area="client" />,
        children: [
          { index: true, element: <Navigate to="/client/dashboard" replace /> },
          {
            lazy: async () => ({
              Component: (await import('./layouts/client-layout')).ClientLayout,
            }),
            children: [
              { path: 'dashboard', ...comingSoon('Mi panel') },
              { path: 'dashboard/new', ...comingSoon('Nuevo pedido') },
              { path: 'support', ...comingSoon('Soporte') },
              { path: 'faq', ...comingSoon('Preguntas frecuentes') },
            ],
          },
        ],
      },
      {
        path: 'director',
        element: <AccessGuard area="director" />,
        children: [
          { index: true, element: <Navigate to="/director/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('./layouts/director-layout')).DirectorLayout,
            }),
            children: [
              { index: true, ...usersPage() },
              { path: 'users', ...usersPage() },
              {
                path: 'clients',
                ...lazyScreen(
                  'Gestión de Clientes',
                  async () => (await import('../features/clients/pages/clients-page')).ClientsPage,
                ),
              },
              {
                path: 'reports',
                ...lazyScreen(
                  'Reportes',
                  async () => (await import('../features/reports/pages/reports-page')).ReportsPage,
                ),
              },
              {
                path: 'products',
                ...lazyScreen(
                  'Gestión de Productos',
                  async () =>
                    (await import('../features/products/pages/products-page')).ProductsPage,
                ),
              },
              {
                path: 'lines',
                ...lazyScreen(
                  'Gestión de Líneas',
                  async () => (await import('../features/lines/pages/lines-page')).LinesPage,
                ),
              },
              {
                path: 'packages',
                ...lazyScreen(
                  'Gestión de Paquetes',
                  async () =>
                    (await import('../features/packages/pages/packages-page')).PackagesPage,
                ),
              },
              {
                path: 'packages/create',
                ...lazyScreen(
                  'Nuevo Paquete',
                  async () =>
                    (await import('../features/packages/pages/package-editor-pages'))
                      .NewPackagePage,
                ),
              },
              {
                path: 'packages/:packId/edit',
                ...lazyScreen(
                  'Editar Paquete',
                  async () =>
                    (await import('../features/packages/pages/package-editor-pages'))
                      .EditPackagePage,
                ),
              },
              {
                path: 'orders',
                ...lazyScreen(
                  'Gestión de Pedidos',
                  async () => (await import('../features/orders/pages/orders-page')).OrdersPage,
                ),
              },
              {
                path: 'orders/create',
                ...lazyScreen(
                  ordersNew,
                  async () =>
                    (await import('../features/orders/pages/order-editor-pages')).NewOrderPage,
                ),
              },
              {
                path: 'orders/:orderId/edit',
                ...lazyScreen(
                  ordersEdit,
                  async () =>
                    (await import('../features/orders/pages/order-editor-pages')).EditOrderPage,
                ),
              },
              {
                path: 'orders/create-new',
                ...lazyScreen(
                  ordersNew,
                  async () =>
                    (await import('../features/orders/pages/order-editor-pages'))
                      .NewOrderGuidedPage,
                ),
              },
              {
                path: 'orders/:orderId/edit-new',
                ...lazyScreen(
                  ordersEdit,
                  async () =>
                    (await import('../features/orders/pages/order-editor-pages'))
                      .EditOrderGuidedPage,
                ),
              },
              {
                path: 'orders/production-sheet',
                ...lazyScreen(
                  'Hoja de producción',
                  async () =>
                    (await import('../features/orders/pages/production-sheet-page'))
                      .ProductionSheetPage,
                ),
              },
              {
                path: 'orders/:orderId/production-sheet',
                ...lazyScreen(
                  'Hoja de producción',
                  async () =>
                    (await import('../features/orders/pages/production-sheet-page'))
                      .OrderProductionSheetPage,
                ),
              },
              {
                path: 'institutions',
                ...lazyScreen(
                  'Gestión de Instituciones',
                  async () =>
                    (await import('../features/institutions/pages/institutions-page'))
                      .InstitutionsPage,
                ),
              },
              {
                path: 'bills',
                ...lazyScreen(
                  'Facturas',
                  async () => (await import('../features/billing/pages/bills-page')).BillsPage,
                ),
              },
              {
                path: 'verification-bills',
                ...lazyScreen(
                  'Verificación de pagos',
                  async () =>
                    (await import('../features/billing/pages/payments-page')).PaymentsPage,
                ),
              },
              {
                path: 'info-bill',
                ...lazyScreen(
                  'Datos de facturación',
                  async () =>
                    (await import('../features/billing/pages/billing-info-page')).BillingInfoPage,
                ),
              },
              {
                path: 'notifications',
                ...lazyScreen(
                  'Notificaciones',
                  async () =>
                    (await import('../features/notifications/pages/notifications-page'))
                      .NotificationsPage,
                ),
              },
              {
                path: 'materials',
                ...lazyScreen(
                  'Gestión de Materiales',
                  async () =>
                    (await import('../features/materials/pages/materials-page')).MaterialsPage,
                ),
              },
              {
                path: 'whatsapp',
                ...lazyScreen(
                  'WhatsApp',
                  async () =>
                    (await import('../features/whatsapp/pages/whatsapp-page')).WhatsAppPage,
                ),
              },
              {
                path: 'models/:lineId',
                loader: ({ params }) => prefetchModels(params.lineId),
                ...lazyScreen(
                  'Modelos de la Línea',
                  async () => (await import('../features/models/pages/models-page')).ModelsPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...lazyScreen(
          'Página no encontrada',
          async () => (await import('./not-found-page')).NotFoundPage,
        ),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
