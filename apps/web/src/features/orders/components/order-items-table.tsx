import { formatMoney } from '@taller/shared';
import type { ReactNode } from 'react';

/** One item's row: its name, its quantity, then its figures in the money columns. */
export type OrderItemRow = {
  key: string | number;
  name: string;
  quantity: ReactNode;
  money: ReactNode[];
};

/**
 * The items of an order as a table — 'Producto o paquete', 'Cantidad', then the money columns
 * named — with the order's total in the footer: the details of a saved order and the guided
 * flow's review draw it alike.
 */
export function OrderItemsTable({
  moneyColumns,
  rows,
  totalCents,
  className = 'overflow-x-auto',
}: {
  moneyColumns: readonly string[];
  rows: readonly OrderItemRow[];
  totalCents: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Artículos del pedido</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Producto o paquete
            </th>
            {['Cantidad', ...moneyColumns].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 text-right">{row.quantity}</td>
              {row.money.map((figure, index) => (
                <td key={index} className="px-3 py-2 text-right whitespace-nowrap">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={moneyColumns.length + 1} className="px-3 py-2 text-right">
              Total
            </th>
            <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
              {formatMoney(totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
