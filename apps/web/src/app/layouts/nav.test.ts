import { describe, expect, it } from 'vitest';
import { CLIENT_NAV, DIRECTOR_NAV, isNavItemActive, navForRole } from './nav';

const labels = (groups: ReturnType<typeof navForRole>) =>
  groups.flatMap((g) => g.items.map((i) => i.label));
const item = (label: string) =>
  [...DIRECTOR_NAV, ...CLIENT_NAV].flatMap((g) => g.items).find((i) => i.label === label)!;

describe('navigation menus', () => {
  it('lists every director section in Spanish', () => {
    expect(labels(navForRole(DIRECTOR_NAV, 'DIRECTOR')).sort()).toEqual(
      [
        'Inicio',
        'Usuarios',
        'Clientes',
        'Instituciones',
        'Líneas',
        'Productos',
        'Tablas de tallas',
        'Materiales',
        'Proveedores',
        'Órdenes de compra',
        'Plan de corte',
        'Etapas y avance',
        'Pedidos',
        'Paquetes',
        'Documentos de venta',
        'Verificación de pagos',
        'Cuentas por cobrar',
        'Datos de facturación',
        'Configuración SIAT',
        'Notificaciones',
        'WhatsApp',
        'Reportes',
        'Soporte',
        'Preguntas frecuentes',
      ].sort(),
    );
  });

  it("puts 'Inicio' first for every staff role, producers included", () => {
    for (const role of ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN', 'PRODUCER'])
      expect(labels(navForRole(DIRECTOR_NAV, role))[0], role).toBe('Inicio');
    expect(item('Inicio').to).toBe('/director/dashboard/home');
  });

  it('hides Usuarios from producers, whatever the case of the role', () => {
    expect(labels(navForRole(DIRECTOR_NAV, ' producer '))).not.toContain('Usuarios');
    expect(labels(navForRole(DIRECTOR_NAV, 'ADMIN'))).toContain('Usuarios');
  });

  it('shows Configuración SIAT to the director only', () => {
    expect(labels(navForRole(DIRECTOR_NAV, 'director'))).toContain('Configuración SIAT');
    for (const role of ['ADMIN', 'ADMINISTRADOR', 'PRODUCER']) {
      expect(labels(navForRole(DIRECTOR_NAV, role))).not.toContain('Configuración SIAT');
    }
  });

  it('marks the current entry, including the dashboard index and a line’s models', () => {
    expect(isNavItemActive(item('Usuarios'), '/director/dashboard')).toBe(true);
    expect(isNavItemActive(item('Usuarios'), '/director/dashboard/users/')).toBe(true);
    expect(isNavItemActive(item('Líneas'), '/director/dashboard/models/4')).toBe(true);
    expect(isNavItemActive(item('Pedidos'), '/director/dashboard/orders/7/edit')).toBe(true);
    expect(
      isNavItemActive(item('Documentos de venta'), '/director/dashboard/verification-bills'),
    ).toBe(false);
    expect(isNavItemActive(item('Clientes'), '/director/dashboard')).toBe(false);
  });

  it('keeps Mi panel exact so that Nuevo pedido is the only current entry on its page', () => {
    expect(isNavItemActive(item('Mi panel'), '/client/dashboard')).toBe(true);
    expect(isNavItemActive(item('Mi panel'), '/client/dashboard/new')).toBe(false);
    expect(isNavItemActive(item('Nuevo pedido'), '/client/dashboard/new')).toBe(true);
  });
});
