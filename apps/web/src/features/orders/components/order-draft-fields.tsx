import type { ComponentProps } from 'react';
import { formatMoney } from '@taller/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  useClientSearch,
  useInstitutionSearch,
  usePackageSearch,
  useProductSearch,
  type ClientOption,
  type PackageOption,
  type ProductOption,
} from '../api/order-options';
import { draftTotal } from './order-draft';
import { OrderItemEditor } from './order-item-editor';
import { SearchPicker } from '../../../components/ui/search-picker';
import type { OrderDraftState } from './use-order-draft';

/** The pieces both order editors (quick entry, guided flow) are built of. */

/** The problems of the last attempt, one a line. */
export function OrderErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <FormAlert>
      <ul className="list-disc pl-4">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** Client (searched as you type), institution (the client's unless changed), date and notes. */
export function OrderPartiesFields({ state }: { state: OrderDraftState }) {
  const { draft, set, lock } = state;
  const fixed = lock !== 'none';
  return (
    <section className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <SearchPicker<ClientOption>
        label="Cliente"
        placeholder="Buscar cliente por nombre o documento..."
        chosen={draft.client?.name ?? null}
        describe={(c) => (c.institution ? `${c.name} · ${c.institution.name}` : c.name)}
        useOptions={useClientSearch}
        disabled={fixed}
        onPick={(client) =>
          set({ client: { id: client.id, name: client.name }, institution: client.institution })
        }
      />
      <SearchPicker
        label="Institución"
        placeholder="Buscar institución..."
        chosen={draft.institution?.name ?? null}
        describe={(i) => i.name}
        useOptions={useInstitutionSearch}
        disabled={fixed}
        onPick={(institution) =>
          set({ institution: { id: institution.id, name: institution.name } })
        }
        onClear={() => set({ institution: null })}
      />
      <TextField
        label="Fecha de entrega"
        type="date"
        value={draft.promisedDate}
        disabled={fixed}
        onChange={(e) => set({ promisedDate: e.target.value })}
      />
      <TextareaField
        label="Notas"
        rows={2}
        value={draft.notes}
        onChange={(e) => set({ notes: e.target.value })}
      />
    </section>
  );
}

/**
 * The order's items, each in its editor (with its people unless `withPeople` is false: the
 * guided flow takes them in the next step), then 'Agregar producto' and 'Agregar paquete'.
 */
export function OrderItemsFields({
  state,
  withPeople = true,
}: {
  state: OrderDraftState;
  withPeople?: boolean;
}) {
  const { draft } = state;
  return (
    <>
      {draft.items.length === 0 && (
        <p className="text-sm text-slate-600">Agregue al menos un producto o paquete.</p>
      )}
      {draft.items.map((item, index) => (
        <OrderItemEditor
          key={item.key}
          item={item}
          index={index}
          lock={state.lock}
          withPeople={withPeople}
          onChange={(next) => state.setItem(item.key, next)}
          onRemove={() => state.removeItem(item.key)}
        />
      ))}
      {state.lock === 'none' && (
        <div className="grid grid-cols-1 gap-4 rounded-lg border border-dashed border-slate-300 bg-white p-4 sm:grid-cols-2">
          <AddItemPicker noun="producto" useOptions={useProductSearch} onPick={state.addProduct} />
          <AddItemPicker noun="paquete" useOptions={usePackageSearch} onPick={state.addPackage} />
        </div>
      )}
      {state.sameItemDialog}
    </>
  );
}

/** 'Agregar producto' or 'Agregar paquete', searched on the server by code or name. */
function AddItemPicker<T extends ProductOption | PackageOption>({
  noun,
  useOptions,
  onPick,
}: {
  noun: 'producto' | 'paquete';
  useOptions: ComponentProps<typeof SearchPicker<T>>['useOptions'];
  onPick: (option: T) => void;
}) {
  return (
    <SearchPicker<T>
      label={`Agregar ${noun}`}
      placeholder={`Buscar ${noun} por código o nombre...`}
      chosen={null}
      describe={(p) => `${p.code} · ${p.name} · ${formatMoney(p.priceCents)}`}
      useOptions={useOptions}
      onPick={onPick}
    />
  );
}

/** The order's live total and its number of people. */
export function OrderTotalCard({ state }: { state: OrderDraftState }) {
  const { draft } = state;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-500">Total del pedido</p>
      <p className="text-2xl font-semibold text-slate-900" aria-label="Total del pedido">
        {formatMoney(draftTotal(draft))}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {draft.items.reduce((n, i) => n + i.people.length, 0)} personas
      </p>
    </div>
  );
}
