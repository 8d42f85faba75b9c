import { formatMoney, type Order } from '@taller/shared';

/**
 * Total, billed, paid and owed (billing, issue 19), one row in the order's details; 'Saldo a
 * favor' too when an overpayment was recorded (decision 021).
 */
export function OrderBalance({ order }: { order: Order }) {
  const figures: [string, number][] = [
    ['Total', order.totalCents],
    ['Facturado', order.billedCents],
    ['Pagado', order.paidCents],
    ['Saldo', order.owedCents],
  ];
  if (order.creditCents > 0) figures.push(['Saldo a favor', order.creditCents]);
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
