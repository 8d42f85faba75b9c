import { formatMoney } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { HeightInput } from '../../../components/ui/height-input';
import { TextField } from '../../../components/ui/text-field';
import {
  emptyPerson,
  itemSubtotal,
  newKey,
  suggestedSizeOf,
  type ItemDraft,
  type PersonDraft,
} from './order-draft';
import { RosterPaste } from './roster-paste';

type Lock = 'none' | 'people' | 'all';

/**
 * One item of the order: quantity, unit price and discount as typed, its live subtotal, and for a
 * product with a size table its people ('Personas'): name, height (the SPEC's height input), the
 * suggested size or another one (marked), notes. `lock` 'people' leaves only names, sizes and
 * notes editable (an order in production).
 */
export function OrderItemEditor({
  item,
  index,
  lock,
  onChange,
  onRemove,
}: {
  item: ItemDraft;
  index: number;
  lock: Lock;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
}) {
  const [isPasting, setPasting] = useState(false);
  const fixed = lock !== 'none';
  const subtotal = itemSubtotal(item);
  const hasPeople = item.people.length > 0;
  const canHavePeople = item.productId !== null && item.sizes.length > 0;
  const setPerson = (key: string, change: Partial<PersonDraft>) =>
    onChange({
      ...item,
      people: item.people.map((p) => (p.key === key ? { ...p, ...change } : p)),
    });
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
      {canHavePeople && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-800">Personas ({item.people.length})</h4>
          {item.people.map((person, at) => {
            const suggested = suggestedSizeOf(item.sizes, person.height);
            return (
              <fieldset
                key={person.key}
                className="grid grid-cols-1 gap-2 rounded-md border border-slate-100 p-2 sm:grid-cols-2 xl:grid-cols-[minmax(9rem,2fr)_8rem_8.5rem_minmax(7rem,2fr)_auto]"
              >
                <legend className="sr-only">Persona {at + 1}</legend>
                <TextField
                  label={`Nombre de la persona ${at + 1}`}
                  value={person.name}
                  onChange={(e) => setPerson(person.key, { name: e.target.value })}
                />
                <HeightInput
                  label={`Estatura de la persona ${at + 1}`}
                  value={person.height}
                  disabled={lock === 'all' || lock === 'people'}
                  onChange={(e) => setPerson(person.key, { height: e.target.value })}
                />
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-medium text-slate-700">Talla de la persona {at + 1}</span>
                  <select
                    className="mt-1 h-10 rounded-md border border-slate-300 bg-white px-2"
                    value={person.size}
                    onChange={(e) => setPerson(person.key, { size: e.target.value })}
                  >
                    <option value="">
                      {suggested ? `Sugerida: ${suggested}` : 'Sin talla sugerida'}
                    </option>
                    {item.sizes.map((size) => (
                      <option key={size.name} value={size.name}>
                        {size.name}
                      </option>
                    ))}
                  </select>
                  {person.size && person.size !== suggested && (
                    <span className="text-xs text-amber-700">
                      Talla cambiada (sugerida: {suggested ?? 'ninguna'})
                    </span>
                  )}
                </label>
                <TextField
                  label={`Notas de la persona ${at + 1}`}
                  value={person.notes}
                  onChange={(e) => setPerson(person.key, { notes: e.target.value })}
                />
                {!fixed && (
                  <Button
                    variant="ghost"
                    className="self-end"
                    aria-label={`Quitar a la persona ${at + 1}`}
                    onClick={() =>
                      onChange({ ...item, people: item.people.filter((p) => p.key !== person.key) })
                    }
                  >
                    Quitar
                  </Button>
                )}
              </fieldset>
            );
          })}
          {!fixed && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => onChange({ ...item, people: [...item.people, emptyPerson()] })}
              >
                Agregar persona
              </Button>
              <Button variant="secondary" onClick={() => setPasting(true)}>
                Pegar desde hoja de cálculo
              </Button>
            </div>
          )}
          {isPasting && item.productId !== null && (
            <RosterPaste
              productId={item.productId}
              onClose={() => setPasting(false)}
              onAdd={(rows) =>
                onChange({
                  ...item,
                  people: [
                    ...item.people.filter((p) => p.name.trim() !== '' || p.height.trim() !== ''),
                    ...rows.map((row) => ({
                      key: newKey(),
                      name: row.name,
                      height: row.height,
                      size: '',
                      notes: '',
                    })),
                  ],
                })
              }
            />
          )}
        </div>
      )}
    </section>
  );
}
