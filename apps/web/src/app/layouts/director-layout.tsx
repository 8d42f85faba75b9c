import { usePendingPaymentsCount } from '../../features/billing';
import { AppShell } from './app-shell';
import { DIRECTOR_NAV } from './nav';

export function DirectorLayout() {
  const pendingPayments = usePendingPaymentsCount().data ?? 0;
  return (
    <AppShell
      areaName="Panel de dirección"
      nav={DIRECTOR_NAV}
      notificationsHref="/director/dashboard/notifications"
      badges={{ pendingPayments }}
    />
  );
}
