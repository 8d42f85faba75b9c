import { COSTING_MESSAGES as C, formatMoney, type Order } from '@taller/shared';
import { TitledSection } from '../../../components/ui/titled-section';
import { itemName } from './order-format';

/**
 * 'Costo y margen' of an order (issue 39): only a director's answer carries the figures (the
 * server leaves them out for everyone else), so the section shows only when they came.
 */
export function OrderCosting({ order }: { order: Order }) {
  if (order.costCents === undefined || order.marginCents === undefined) return null;
  const actual = order.actualMaterialCostCents ?? null;
  return (
    <TitledSection title={C.title} className="flex flex-col gap-3">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{C.expectedCost}</dt>
          <dd className="font-medium">{formatMoney(order.costCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{C.margin}</dt>
          <dd className={order.marginCents < 0 ? 'font-medium text-red-700' : 'font-medium'}>
            {formatMoney(order.marginCents)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{C.actualMaterialCost}</dt>
          <dd className="font-medium">{actual === null ? C.notConsumed : formatMoney(actual)}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{C.title}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Producto o paquete
              </th>
              {[C.subtotal, C.columns.cost, C.columns.margin].map((label) => (
                <th key={label} scope="col" className="px-3 py-2 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className="px-3 py-2">{itemName(item)}</td>
                {[item.subtotalCents, item.costCents ?? 0, item.marginCents ?? 0].map(
                  (cents, i) => (
                    <td key={i} className="px-3 py-2 text-right whitespace-nowrap">
                      {formatMoney(cents)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">{C.marginNote}</p>
    </TitledSection>
  );
}
