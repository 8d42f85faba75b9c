import { AppShell } from './app-shell';
import { DIRECTOR_NAV } from './nav';

export function DirectorLayout() {
  return (
    <AppShell
      areaName="Panel de dirección"
      nav={DIRECTOR_NAV}
      notificationsHref="/director/dashboard/notifications"
    />
  );
}
