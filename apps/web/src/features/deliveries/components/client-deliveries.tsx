import { DELIVERY_MESSAGES as M } from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDate } from '../../../lib/dates';
import { useClientDeliveries } from '../api/deliveries';

/** The client's view: who has received their bag, and when (no staff names). */
export function ClientDeliveries({ orderId }: { orderId: number }) {
  const query = useClientDeliveries(orderId);
  if (query.isPending)
    return <LoadingIndicator isLoading message="Cargando entregas..." size="small" />;
  if (query.error) {
    return (
      <LoadError
        message={M.loadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  if (data.totalPeople === 0) return null;
  return (
    <section aria-label={M.clientTitle} className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">{M.clientTitle}</h3>
      <p>{M.clientReceived(data.deliveredPeople, data.totalPeople)}</p>
      <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {data.people.map((p) => (
          <li key={p.id} className="rounded border border-slate-200 px-2 py-1">
            <span className="font-medium">{p.name}</span> · {M.states[p.state]}
            {p.delivered && (
              <span className="block text-xs text-slate-600">
                {formatDate(p.delivered.at)}
                {p.delivered.receivedBy ? ` · recibió ${p.delivered.receivedBy}` : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
