import { DELIVERY_MESSAGES as M, type OrderDeliveries } from '@taller/shared';

/** 'Entregado: 27 de 30', a bar, and who is still missing (each may be picked). */
export function DeliveryProgress({
  data,
  onPick,
}: {
  data: Pick<OrderDeliveries, 'deliveredPeople' | 'totalPeople' | 'missing'>;
  onPick?: (personId: number) => void;
}) {
  const share = data.totalPeople === 0 ? 0 : (data.deliveredPeople / data.totalPeople) * 100;
  return (
    <section
      aria-label={M.progress(data.deliveredPeople, data.totalPeople)}
      className="flex flex-col gap-2"
    >
      <p className="text-xl font-semibold text-slate-900">
        {M.progress(data.deliveredPeople, data.totalPeople)}
      </p>
      <div className="h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full bg-green-600" style={{ width: `${share}%` }} />
      </div>
      {data.missing.length === 0 ? (
        <p className="text-sm text-green-800">{M.noneMissing}</p>
      ) : (
        <details open={data.missing.length <= 10} className="text-sm">
          <summary className="cursor-pointer font-medium text-amber-800">
            {M.missingTitle(data.missing.length)}
          </summary>
          <ul
            aria-label={M.missingTitle(data.missing.length)}
            className="mt-1 flex flex-wrap gap-1"
          >
            {data.missing.map((p) => (
              <li key={p.id}>
                {onPick ? (
                  <button
                    type="button"
                    className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900"
                    onClick={() => onPick(p.id)}
                  >
                    {p.name}
                  </button>
                ) : (
                  <span className="rounded border border-amber-300 bg-amber-50 px-2 py-1">
                    {p.name}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
