import { checkPersonSize, checkRosterName } from '@taller/shared';
import { checkHeight } from '@taller/shared/forms/height';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { HeightInput } from '../../../components/ui/height-input';
import { TextField } from '../../../components/ui/text-field';
import {
  emptyPerson,
  heightOf,
  newKey,
  personErrors,
  sizeSummary,
  suggestedSizeOf,
  type ItemDraft,
  type PersonDraft,
} from './order-draft';
import { RosterPaste } from './roster-paste';
import type { OrderLock } from './use-order-draft';

/** '12 personas: S 3 · M 7 · L 2' of an item's roster. */
export function SizeSummary({ item }: { item: ItemDraft }) {
  const summary = sizeSummary(item);
  if (summary.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" aria-label={`Resumen de tallas de ${item.label}`}>
      <span className="font-medium">Tallas:</span>{' '}
      {summary.map(({ size, count }) => `${size}: ${count}`).join(' · ')}
    </p>
  );
}

/**
 * The people ('Personas') of an item of a product with a size table: name, height (the SPEC's
 * height input), the suggested size or another one (marked), notes; rows pasted or imported
 * (RosterPaste). A row that came with errors shows them in place until it is fixed. `lock`
 * 'people' (an order in production) keeps heights and the roster's length.
 */
export function ItemPeopleEditor({
  item,
  lock,
  keepBadRows = false,
  onChange,
}: {
  item: ItemDraft;
  lock: OrderLock;
  /** Pasted rows with errors join the roster, marked, to be fixed there (the guided flow). */
  keepBadRows?: boolean;
  onChange: (item: ItemDraft) => void;
}) {
  const [isPasting, setPasting] = useState(false);
  const fixed = lock !== 'none';
  const setPerson = (key: string, change: Partial<PersonDraft>) =>
    onChange({
      ...item,
      people: item.people.map((p) => (p.key === key ? { ...p, ...change } : p)),
    });

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-800">Personas ({item.people.length})</h4>
      {item.people.map((person, at) => {
        const suggested = suggestedSizeOf(item.sizes, person.heightCm);
        const errors = person.flagged ? personErrors(person, item.sizes) : [];
        // Shown at once: a height no size holds needs a size chosen by hand.
        const sizeError = checkPersonSize(person.heightCm, item.sizes, person.size);
        const nameError = person.flagged ? checkRosterName(person.name)[0] : undefined;
        const heightError = (person.flagged && checkHeight(person.heightCm)) || undefined;
        return (
          <fieldset
            key={person.key}
            aria-invalid={errors.length > 0 || undefined}
            className={`grid grid-cols-1 gap-2 rounded-md border p-2 sm:grid-cols-2 xl:grid-cols-[minmax(9rem,2fr)_8rem_8.5rem_minmax(7rem,2fr)_auto] ${
              errors.length > 0 ? 'border-red-300 bg-red-50' : 'border-slate-100'
            }`}
          >
            <legend className="sr-only">Persona {at + 1}</legend>
            <TextField
              label={`Nombre de la persona ${at + 1}`}
              value={person.name}
              error={nameError}
              onChange={(e) => setPerson(person.key, { name: e.target.value })}
            />
            <HeightInput
              label={`Estatura de la persona ${at + 1}`}
              value={person.height}
              error={heightError}
              disabled={fixed}
              onChange={(e) => setPerson(person.key, heightOf(e.target.value))}
            />
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-slate-700">Talla de la persona {at + 1}</span>
              <select
                className="mt-1 h-10 rounded-md border border-slate-300 bg-white px-2"
                aria-invalid={sizeError ? true : undefined}
                aria-describedby={sizeError ? `${person.key}-size-error` : undefined}
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
              {sizeError && (
                <span id={`${person.key}-size-error`} role="alert" className="text-xs text-red-700">
                  {sizeError}
                </span>
              )}
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
      <SizeSummary item={item} />
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
          sizes={item.sizes}
          keepBadRows={keepBadRows}
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
                  heightCm: row.heightCm,
                  size: '',
                  notes: '',
                  ...(row.flagged ? { flagged: true } : {}),
                })),
              ],
            })
          }
        />
      )}
    </div>
  );
}
