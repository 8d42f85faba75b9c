import { normaliseRole } from '@taller/shared/auth/roles';

export type NavItem = {
  to: string;
  label: string;
  /** Active only on exactly this path (a parent of other entries). */
  isExact?: boolean;
  /** Other paths at which this entry counts as the current one… */
  alsoActiveAt?: string[];
  /** …and paths under which it does. */
  alsoActiveUnder?: string[];
  /** Roles that do not see this entry (compared trimmed and upper-cased). */
  hiddenFor?: string[];
  /** A count shown beside the label (the layout supplies it by this name). */
  badge?: 'pendingPayments';
};

export type NavGroup = { label?: string; items: NavItem[] };

const D = '/director/dashboard';

/** Every director section (SPEC.md §2); create/edit screens are reached from their lists. */
export const DIRECTOR_NAV: NavGroup[] = [
  // 'Inicio' (issue 38): first for every staff role; a producer's answer holds production only.
  { items: [{ to: `${D}/home`, label: 'Inicio' }] },
  {
    label: 'Personas',
    items: [
      // The dashboard's index is the users page. Producers do not manage users (issue 7).
      { to: `${D}/users`, label: 'Usuarios', alsoActiveAt: [D], hiddenFor: ['PRODUCER'] },
      { to: `${D}/clients`, label: 'Clientes' },
      { to: `${D}/institutions`, label: 'Instituciones' },
    ],
  },
  {
    label: 'Producción',
    items: [
      { to: `${D}/lines`, label: 'Líneas', alsoActiveUnder: [`${D}/models`] },
      { to: `${D}/products`, label: 'Productos' },
      { to: `${D}/size-charts`, label: 'Tablas de tallas' },
      { to: `${D}/materials`, label: 'Materiales' },
      // Suppliers (issue 39): every staff role, as materials (decision 027).
      { to: `${D}/suppliers`, label: 'Proveedores' },
      { to: `${D}/purchase-orders`, label: 'Órdenes de compra' },
      { to: `${D}/cut-plans`, label: 'Plan de corte' },
      { to: `${D}/production`, label: 'Etapas y avance' },
    ],
  },
  {
    label: 'Ventas',
    items: [
      { to: `${D}/orders`, label: 'Pedidos' },
      { to: `${D}/packages`, label: 'Paquetes' },
    ],
  },
  {
    label: 'Facturación',
    items: [
      { to: `${D}/bills`, label: 'Documentos de venta' },
      { to: `${D}/verification-bills`, label: 'Verificación de pagos', badge: 'pendingPayments' },
      { to: `${D}/receivables`, label: 'Cuentas por cobrar' },
      { to: `${D}/info-bill`, label: 'Datos de facturación' },
      // The SIAT settings hold the business's tax credentials: the director's alone (issue 36).
      {
        to: `${D}/siat`,
        label: 'Configuración SIAT',
        hiddenFor: ['ADMINISTRADOR', 'ADMIN', 'PRODUCER'],
      },
    ],
  },
  {
    label: 'Comunicación',
    items: [
      { to: `${D}/notifications`, label: 'Notificaciones' },
      { to: `${D}/support`, label: 'Soporte' },
      { to: `${D}/faq`, label: 'Preguntas frecuentes' },
      { to: `${D}/whatsapp`, label: 'WhatsApp' },
    ],
  },
  { label: 'Análisis', items: [{ to: `${D}/reports`, label: 'Reportes' }] },
];

export const CLIENT_NAV: NavGroup[] = [
  {
    items: [
      { to: '/client/dashboard', label: 'Mi panel', isExact: true },
      { to: '/client/dashboard/new', label: 'Nuevo pedido' },
      { to: '/client/support', label: 'Soporte' },
      { to: '/client/faq', label: 'Preguntas frecuentes' },
    ],
  },
];

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.isExact ? path === item.to : under(path, item.to)) return true;
  return (
    (item.alsoActiveAt ?? []).includes(path) ||
    (item.alsoActiveUnder ?? []).some((base) => under(path, base))
  );
}

/** The groups a role sees: hidden entries removed, empty groups dropped. */
export function navForRole(groups: NavGroup[], role: unknown): NavGroup[] {
  const r = normaliseRole(role);
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.hiddenFor?.includes(r)) }))
    .filter((g) => g.items.length > 0);
}
