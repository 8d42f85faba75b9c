import { AppShell } from './app-shell';
import { CLIENT_NAV } from './nav';

export function ClientLayout() {
  return <AppShell areaName="Área de clientes" nav={CLIENT_NAV} />;
}
