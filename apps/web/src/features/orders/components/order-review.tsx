import { formatMoney } from '@taller/shared';
import { TitledSection } from '../../../components/ui/titled-section';
import { formatDay } from '../../../lib/dates';
import { OrderItemsTable } from './order-items-table';
import { draftTotal, itemSizeSummaries, itemSubtotal, type OrderDraft } from './order-draft';

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
            {draft.promisedDate ? formatDay(draft.promisedDate) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Notas</dt>
          <dd className="text-slate-900">{draft.notes || '—'}</dd>
        </div>
      </dl>
      <OrderItemsTable
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        moneyColumns={['Subtotal']}
        rows={draft.items.map((item) => {
          const { quantity, cents } = itemSubtotal(item);
          return {
            key: item.key,
            name: item.label,
            quantity: quantity ?? '—',
            money: [cents === null ? '—' : formatMoney(cents)],
          };
        })}
        totalCents={draftTotal(draft)}
      />
      {sized.length > 0 && (
        <TitledSection title="Tallas por producto">
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {sized.map((item) => (
              <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-medium text-slate-900">
                  {item.label} · {item.people.length} personas
                </p>
                {itemSizeSummaries(item).map(({ key, code, summary }) => (
                  <ul key={key} className="mt-1 flex flex-wrap gap-2 text-sm">
                    {code && <li className="font-medium text-slate-700">{code}</li>}
                    {summary.map(({ size, count }) => (
                      <li key={size} className="rounded bg-slate-100 px-2 py-0.5">
                        {size}: {count}
                      </li>
                    ))}
                  </ul>
                ))}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </div>
  );
}
