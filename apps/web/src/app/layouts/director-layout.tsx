// The file itself, not the feature's index: the index also carries the proof form (zod, forms),
// which the layout of every screen must not load.
import { usePendingPaymentsCount } from '../../features/billing/api/get-pending-payments-count';
import { ApiReferenceButton } from './api-reference-button';
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
      userMenu={<ApiReferenceButton />}
    />
  );
}
