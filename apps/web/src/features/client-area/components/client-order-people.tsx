import { checkHeight, formatDecimal, parseDecimal, type Order } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { HeightInput } from '../../../components/ui/height-input';
import { TitledSection } from '../../../components/ui/titled-section';
import { TextField } from '../../../components/ui/text-field';
import { itemName, personSizesText } from '../../orders';
import { useSaveOrderPeople } from '../api/save-order-people';

/** A changed person: the height's box as typed and the number of cm it holds (null: none). */
type Row = { id: number; name: string; height: string; heightCm: number | null };

/**
 * The people of each item with their sizes; while the order is PENDING their names and heights
 * can be corrected ('Guardar cambios'), later they are read-only.
 */
export function ClientOrderPeople({ order }: { order: Order }) {
  const items = order.items.filter((item) => item.people.length > 0);
  const isEditable = order.status === 'PENDING';
  const [rows, setRows] = useState<Record<number, Row>>({});
  const save = useSaveOrderPeople();
  if (items.length === 0) return null;

  const changed = Object.values(rows);
  const errors = Object.fromEntries(
    changed.map((row) => [
      row.id,
      {
        name: row.name.trim() === '' ? 'El nombre es requerido' : null,
        height: checkHeight(row.heightCm),
      },
    ]),
  );
  const hasErrors = Object.values(errors).some((e) => e.name || e.height);
  const submit = () =>
    save.mutate(
      {
        id: order.id,
        version: order.version,
        people: changed.map((row) => ({
          id: row.id,
          name: row.name.trim(),
          heightCm: row.heightCm ?? 0,
        })),
      },
      { onSuccess: () => setRows({}) },
    );

  return (
    <TitledSection title="Personas y tallas" className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {isEditable
          ? 'Mientras el pedido está Pendiente puede corregir nombres y estaturas.'
          : 'El pedido ya no está Pendiente: los datos de las personas no se pueden cambiar.'}
      </p>
      {items.map((item) => (
        <div key={item.id} className="flex flex-col gap-2">
          <h4 className="text-sm font-medium text-slate-800">{itemName(item)}</h4>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
            {item.people.map((person, at) => {
              const row = rows[person.id];
              const label = `Persona ${at + 1} de ${itemName(item)}`;
              return (
                <li key={person.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-end">
                  {isEditable ? (
                    <>
                      <TextField
                        label="Nombre"
                        aria-label={`Nombre, ${label}`}
                        className="flex-1"
                        value={row?.name ?? person.name}
                        error={row ? (errors[person.id]?.name ?? undefined) : undefined}
                        onChange={(event) =>
                          setRows((all) => ({
                            ...all,
                            [person.id]: {
                              height: formatDecimal(person.heightCm),
                              heightCm: person.heightCm,
                              ...all[person.id],
                              id: person.id,
                              name: event.target.value,
                            },
                          }))
                        }
                      />
                      <HeightInput
                        aria-label={`Estatura, ${label}`}
                        className="sm:w-36"
                        value={row?.height ?? formatDecimal(person.heightCm)}
                        onChange={(event) =>
                          setRows((all) => ({
                            ...all,
                            [person.id]: {
                              id: person.id,
                              name: all[person.id]?.name ?? person.name,
                              height: event.target.value,
                              heightCm: parseDecimal(event.target.value),
                            },
                          }))
                        }
                      />
                    </>
                  ) : (
                    <span className="flex-1 text-sm text-slate-900">
                      {person.name} · {formatDecimal(person.heightCm)} cm
                    </span>
                  )}
                  <span className="text-sm whitespace-nowrap text-slate-700 sm:pb-2">
                    Talla <strong>{personSizesText(item, person)}</strong>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {isEditable && (
        <div className="flex justify-end">
          <Button onClick={submit} disabled={changed.length === 0 || hasErrors || save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </div>
      )}
    </TitledSection>
  );
}
