import { formatMoney } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { itemSubtotal, takesRoster, type ItemDraft } from './order-draft';
import { ItemPeopleEditor } from './item-people-editor';
import type { OrderLock } from './use-order-draft';

/**
 * One item of the order: quantity, unit price and discount as typed, its live subtotal, and for a
 * product with a size table its people (ItemPeopleEditor). `lock` 'people' leaves only names,
 * sizes and notes editable (an order in production).
 */
export function OrderItemEditor({
  item,
  index,
  lock,
  withPeople = true,
  onChange,
  onRemove,
}: {
  item: ItemDraft;
  index: number;
  lock: OrderLock;
  /** False in the guided flow, whose third step holds the people. */
  withPeople?: boolean;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
}) {
  const fixed = lock !== 'none';
  const subtotal = itemSubtotal(item);
  const hasPeople = item.people.length > 0;
  const canHavePeople = takesRoster(item);
  const title = `Artículo ${index + 1}: ${item.label}`;

  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {!fixed && (
          <Button variant="secondary" onClick={onRemove} aria-label={`Quitar ${item.label}`}>
            Quitar
          </Button>
        )}
      </header>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          label="Cantidad"
          inputMode="numeric"
          value={hasPeople ? String(item.people.length) : item.quantity}
          disabled={fixed || hasPeople}
          hint={hasPeople ? 'Número de personas' : undefined}
          onChange={(e) => onChange({ ...item, quantity: e.target.value })}
        />
        <TextField
          label="Precio unitario (Bs)"
          inputMode="decimal"
          value={item.price}
          disabled={fixed}
          onChange={(e) => onChange({ ...item, price: e.target.value })}
        />
        <TextField
          label="Descuento (Bs)"
          inputMode="decimal"
          placeholder="0,00"
          value={item.discount}
          disabled={fixed}
          onChange={(e) => onChange({ ...item, discount: e.target.value })}
        />
        <div className="flex flex-col justify-end text-sm">
          <span className="text-slate-500">Subtotal</span>
          <span
            className="py-2 font-semibold text-slate-900"
            aria-label={`Subtotal del artículo ${index + 1}`}
          >
            {subtotal.cents === null ? '—' : formatMoney(subtotal.cents)}
          </span>
        </div>
      </div>
      {withPeople && canHavePeople && (
        <ItemPeopleEditor item={item} lock={lock} onChange={onChange} />
      )}
    </section>
  );
}
