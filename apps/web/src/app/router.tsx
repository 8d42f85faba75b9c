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

/**
 * The screens, each in the chunk of its module, loaded only when first visited (the root shows
 * a spinner meanwhile): a route names its screen by the component its module exports.
 */
const SCREENS = {
  LoginPage: () => import('../features/auth/pages/login-page'),
  ResetPasswordPage: () => import('../features/auth/pages/reset-password-page'),
  ClientDashboardPage: () => import('../features/client-area/pages/client-dashboard-page'),
  ClientNewOrderPage: () => import('../features/client-area/pages/client-new-order-page'),
  ClientSupportPage: () => import('../features/support/pages/client-support-page'),
  ClientFaqPage: () => import('../features/faq/pages/client-faq-page'),
  HomePage: () => import('../features/home/pages/home-page'),
  UsersPage: () => import('../features/users/pages/users-page'),
  ClientsPage: () => import('../features/clients/pages/clients-page'),
  ReportsPage: () => import('../features/reports/pages/reports-page'),
  ProductsPage: () => import('../features/products/pages/products-page'),
  LinesPage: () => import('../features/lines/pages/lines-page'),
  PackagesPage: () => import('../features/packages/pages/packages-page'),
  NewPackagePage: () => import('../features/packages/pages/package-editor-pages'),
  EditPackagePage: () => import('../features/packages/pages/package-editor-pages'),
  OrdersPage: () => import('../features/orders/pages/orders-page'),
  NewOrderPage: () => import('../features/orders/pages/order-editor-pages'),
  EditOrderPage: () => import('../features/orders/pages/order-editor-pages'),
  NewOrderGuidedPage: () => import('../features/orders/pages/order-editor-pages'),
  EditOrderGuidedPage: () => import('../features/orders/pages/order-editor-pages'),
  ProductionSheetPage: () => import('../features/orders/pages/production-sheet-page'),
  OrderProductionSheetPage: () => import('../features/orders/pages/production-sheet-page'),
  InstitutionsPage: () => import('../features/institutions/pages/institutions-page'),
  BillsPage: () => import('../features/billing/pages/bills-page'),
  PaymentsPage: () => import('../features/billing/pages/payments-page'),
  ReceivablesPage: () => import('../features/billing/pages/receivables-page'),
  BillingInfoPage: () => import('../features/billing/pages/billing-info-page'),
  SiatSettingsPage: () => import('../features/siat/pages/siat-settings-page'),
  NotificationsPage: () => import('../features/notifications/pages/notifications-page'),
  MaterialsPage: () => import('../features/materials/pages/materials-page'),
  SuppliersPage: () => import('../features/suppliers/pages/suppliers-page'),
  PurchaseOrdersPage: () => import('../features/purchase-orders/pages/purchase-orders-page'),
  PurchaseOrderPage: () => import('../features/purchase-orders/pages/purchase-order-page'),
  CutPlansPage: () => import('../features/cut-plans/pages/cut-plans-page'),
  CutPlanPage: () => import('../features/cut-plans/pages/cut-plan-page'),
  ProductionPage: () => import('../features/production/pages/production-page'),
  WhatsAppPage: () => import('../features/whatsapp/pages/whatsapp-page'),
  StaffSupportPage: () => import('../features/support/pages/staff-support-page'),
  ModelsPage: () => import('../features/models/pages/models-page'),
  FaqsPage: () => import('../features/faq/pages/faqs-page'),
  SizeChartsPage: () => import('../features/size-charts/pages/size-charts-page'),
  DeliveryPage: () => import('../features/deliveries/pages/delivery-page'),
  NotFoundPage: () => import('./not-found-page'),
};
type ScreenName = keyof typeof SCREENS;
/** Every module above exports the component it is listed under (checked here, by the compiler). */
const screenModules: { [N in ScreenName]: () => Promise<Record<N, ComponentType>> } = SCREENS;

/** A route's title (SPEC.md §2) and its screen, loaded when the route is first visited. */
const lazyScreen = <N extends ScreenName>(title: string, name: N) =>
  ({
    handle: { title } satisfies RouteHandle,
    // Only the component is lazy: a route's loader (a prefetch) starts with the navigation
    // instead of waiting for the screen's code (React Router's per-property lazy).
    lazy: { Component: async () => (await screenModules[name]())[name] },
  }) satisfies RouteObject;

const screen = <N extends ScreenName>(path: string, title: string, name: N) =>
  ({ path, ...lazyScreen(title, name) }) satisfies RouteObject;

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

/** The director's screens, in the dashboard layout. */
const directorScreens = (): RouteObject[] => [
  { index: true, ...lazyScreen('Gestión de Usuarios', 'UsersPage') },
  screen('home', 'Inicio', 'HomePage'),
  screen('users', 'Gestión de Usuarios', 'UsersPage'),
  screen('clients', 'Gestión de Clientes', 'ClientsPage'),
  screen('reports', 'Reportes', 'ReportsPage'),
  screen('products', 'Gestión de Productos', 'ProductsPage'),
  screen('size-charts', 'Tablas de tallas', 'SizeChartsPage'),
  screen('lines', 'Gestión de Líneas', 'LinesPage'),
  screen('packages', 'Gestión de Paquetes', 'PackagesPage'),
  screen('packages/create', 'Nuevo Paquete', 'NewPackagePage'),
  screen('packages/:packId/edit', 'Editar Paquete', 'EditPackagePage'),
  screen('orders', 'Gestión de Pedidos', 'OrdersPage'),
  screen('orders/create', ordersNew, 'NewOrderPage'),
  screen('orders/:orderId/edit', ordersEdit, 'EditOrderPage'),
  screen('orders/create-new', ordersNew, 'NewOrderGuidedPage'),
  screen('orders/:orderId/edit-new', ordersEdit, 'EditOrderGuidedPage'),
  screen('orders/production-sheet', 'Hoja de producción', 'ProductionSheetPage'),
  screen('orders/:orderId/production-sheet', 'Hoja de producción', 'OrderProductionSheetPage'),
  screen('orders/:orderId/delivery', 'Entrega', 'DeliveryPage'),
  screen('institutions', 'Gestión de Instituciones', 'InstitutionsPage'),
  screen('bills', 'Documentos de venta', 'BillsPage'),
  screen('verification-bills', 'Verificación de pagos', 'PaymentsPage'),
  screen('receivables', 'Cuentas por cobrar', 'ReceivablesPage'),
  screen('info-bill', 'Datos de facturación', 'BillingInfoPage'),
  screen('siat', 'Configuración SIAT', 'SiatSettingsPage'),
  screen('notifications', 'Notificaciones', 'NotificationsPage'),
  screen('materials', 'Gestión de Materiales', 'MaterialsPage'),
  screen('suppliers', 'Proveedores', 'SuppliersPage'),
  screen('purchase-orders', 'Órdenes de compra', 'PurchaseOrdersPage'),
  screen('purchase-orders/:purchaseOrderId', 'Orden de compra', 'PurchaseOrderPage'),
  screen('cut-plans', 'Plan de corte', 'CutPlansPage'),
  screen('cut-plans/:planId', 'Plan de corte', 'CutPlanPage'),
  screen('production', 'Etapas y avance de producción', 'ProductionPage'),
  screen('whatsapp', 'WhatsApp', 'WhatsAppPage'),
  screen('support', 'Soporte', 'StaffSupportPage'),
  {
    loader: ({ params }) => prefetchModels(params.lineId),
    ...screen('models/:lineId', 'Modelos de la Línea', 'ModelsPage'),
  },
  screen('faq', 'Preguntas frecuentes', 'FaqsPage'),
];

/**
 * The route table of SPEC.md §2, new for each router: React Router fills a route's per-property
 * `lazy` object in place once loaded, so two routers must not share one.
 */
export const appRoutes = (): RouteObject[] => [
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
          { index: true, ...lazyScreen('Iniciar sesión', 'LoginPage') },
          screen('reset-password', 'Restablecer contraseña', 'ResetPasswordPage'),
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
              screen('dashboard', 'Mi panel', 'ClientDashboardPage'),
              screen('dashboard/new', 'Nuevo pedido', 'ClientNewOrderPage'),
              screen('support', 'Soporte', 'ClientSupportPage'),
              screen('faq', 'Preguntas frecuentes', 'ClientFaqPage'),
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
            lazy: {
              Component: async () => (await import('./layouts/director-layout')).DirectorLayout,
            },
            children: directorScreens(),
          },
        ],
      },
      screen('*', 'Página no encontrada', 'NotFoundPage'),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes());
