import { formatMoney, type Order } from '@taller/shared';

/** Total, billed, paid and owed (billing, issue 19), one row in the order's details. */
export function OrderBalance({ order }: { order: Order }) {
  const figures = [
    ['Total', order.totalCents],
    ['Facturado', order.billedCents],
    ['Pagado', order.paidCents],
    ['Saldo', order.owedCents],
  ] as const;
  return (
    <div className="sm:col-span-2">
      <dt className="sr-only">Importes</dt>
      <dd>
        <dl
          aria-label="Importes del pedido"
          className="grid grid-cols-2 gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-4"
        >
          {figures.map(([label, cents]) => (
            <div key={label}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd
                className={`mt-1 font-medium ${label === 'Saldo' && cents > 0 ? 'text-amber-800' : 'text-slate-900'}`}
              >
                {formatMoney(cents)}
              </dd>
            </div>
          ))}
        </dl>
      </dd>
    </div>
  );
}
