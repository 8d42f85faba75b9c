import { formatMoney } from '@taller/shared';
import { formatPromisedDate } from './order-format';
import { draftTotal, itemSubtotal, sizeSummary, type OrderDraft } from './order-draft';

/** Step 4 of the guided flow: what will be saved — parties, items with totals, sizes per product. */
export function OrderReview({ draft }: { draft: OrderDraft }) {
  const sized = draft.items.filter((item) => item.people.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Cliente</dt>
          <dd className="font-medium text-slate-900">{draft.client?.name ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Institución</dt>
          <dd className="font-medium text-slate-900">{draft.institution?.name ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Fecha de entrega</dt>
          <dd className="font-medium text-slate-900">
            {draft.promisedDate ? formatPromisedDate(draft.promisedDate) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Notas</dt>
          <dd className="text-slate-900">{draft.notes || '—'}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Artículos del pedido</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Producto o paquete
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Cantidad
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {draft.items.map((item) => {
              const { quantity, cents } = itemSubtotal(item);
              return (
                <tr key={item.key}>
                  <td className="px-3 py-2">{item.label}</td>
                  <td className="px-3 py-2 text-right">{quantity ?? '—'}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {cents === null ? '—' : formatMoney(cents)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 text-right">
                Total
              </th>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                {formatMoney(draftTotal(draft))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {sized.length > 0 && (
        <section aria-labelledby="review-sizes" className="flex flex-col gap-2">
          <h3 id="review-sizes" className="text-base font-semibold text-slate-900">
            Tallas por producto
          </h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {sized.map((item) => (
              <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-medium text-slate-900">
                  {item.label} · {item.people.length} personas
                </p>
                <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                  {sizeSummary(item).map(({ size, count }) => (
                    <li key={size} className="rounded bg-slate-100 px-2 py-0.5">
                      {size}: {count}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
