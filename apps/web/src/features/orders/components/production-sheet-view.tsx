import {
  productionPersonText,
  productionRowGroup,
  PRODUCTION_SHEET_MESSAGES as M,
  type ProductionSheet,
  type ProductionSheetRow,
} from '@taller/shared';
import { formatDay } from '../../../lib/dates';
import { OrderStatusBadge } from './order-status-badge';

/** The rows under their 'Línea · Modelo · Combinación' heading, in the sheet's order. */
function groupRows(rows: readonly ProductionSheetRow[]) {
  const groups: { name: string; rows: ProductionSheetRow[] }[] = [];
  for (const row of rows) {
    const name = productionRowGroup(row);
    const last = groups.at(-1);
    if (last?.name === name) last.rows.push(row);
    else groups.push({ name, rows: [row] });
  }
  return groups;
}

/** The orders a sheet covers: one order's facts, or a list of every order in production. */
function SheetOrders({ sheet, isOne }: { sheet: ProductionSheet; isOne: boolean }) {
  const only = sheet.orders[0];
  if (isOne && only) {
    return (
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4 print:border-0 print:p-0">
        <div>
          <dt className="text-slate-500">Cliente</dt>
          <dd className="font-medium">{only.client}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Institución</dt>
          <dd className="font-medium">{only.institution ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Entrega</dt>
          <dd className="font-medium">{formatDay(only.promisedDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Estado</dt>
          <dd>
            <OrderStatusBadge status={only.status} />
          </dd>
        </div>
        {only.notes && (
          <div className="col-span-full">
            <dt className="text-slate-500">Notas</dt>
            <dd>{only.notes}</dd>
          </div>
        )}
      </dl>
    );
  }
  return (
    <section aria-labelledby="sheet-orders" className="flex flex-col gap-2">
      <h2 id="sheet-orders" className="text-lg font-semibold text-slate-900">
        Pedidos ({sheet.orders.length})
      </h2>
      <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-2">
        {sheet.orders.map((order) => (
          <li
            key={order.id}
            className="rounded-md border border-slate-200 bg-white px-3 py-2 break-inside-avoid"
          >
            <span className="font-semibold">{order.number}</span> · {order.client}
            {order.institution && <> · {order.institution}</>}
            <span className="block text-slate-600">
              Entrega {formatDay(order.promisedDate)} · {order.peopleCount} personas
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The production sheet as a page that also prints (A4, without the shell): what to make by
 * line, model and colour combination, product and size, with the people of each size.
 */
export function ProductionSheetView({ sheet, isOne }: { sheet: ProductionSheet; isOne: boolean }) {
  const many = !isOne;
  return (
    <div className="flex flex-col gap-6">
      <SheetOrders sheet={sheet} isOne={isOne} />
      <section aria-labelledby="sheet-rows" className="flex flex-col gap-3">
        <h2 id="sheet-rows" className="text-lg font-semibold text-slate-900">
          Cantidades a producir{' '}
          <span className="text-slate-600">· Total {sheet.totalQuantity}</span>
        </h2>
        {sheet.rows.length === 0 && (
          <p className="text-sm text-slate-600">No hay nada que producir.</p>
        )}
        {groupRows(sheet.rows).map((group) => (
          <section
            key={group.name}
            aria-label={group.name}
            className="overflow-hidden rounded-lg border border-slate-200 bg-white print:rounded-none"
          >
            <h3 className="bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">
              {group.name}
            </h3>
            <div
              aria-hidden="true"
              className="hidden grid-cols-[14rem_5rem_5rem_1fr] gap-x-4 border-b border-slate-200 px-3 py-1 text-xs font-semibold text-slate-600 uppercase sm:grid"
            >
              <span>Producto</span>
              <span>Talla</span>
              <span className="text-right">Cantidad</span>
              <span>Personas</span>
            </div>
            <ul className="divide-y divide-slate-100">
              {group.rows.map((row) => (
                <li
                  key={`${row.productId}-${row.size ?? ''}`}
                  className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-3 py-2 text-sm break-inside-avoid sm:grid-cols-[14rem_5rem_5rem_1fr]"
                >
                  <span className="font-medium">
                    {row.productCode} · {row.productName}
                  </span>
                  <span className="sm:order-none">
                    <span className="text-slate-500 sm:sr-only">Talla </span>
                    {row.size ?? M.noSize}
                  </span>
                  <span className="font-semibold sm:text-right">
                    <span className="font-normal text-slate-500 sm:sr-only">Cantidad </span>
                    {row.quantity}
                  </span>
                  <span className="col-span-full text-slate-700 sm:col-span-1">
                    {row.people.length > 0 &&
                      row.people.map((p) => productionPersonText(p, many)).join('; ')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
