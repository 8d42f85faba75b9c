import { centsToText, formatMoney } from '@taller/shared';
import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/error-message';
import {
  useClientSearch,
  useInstitutionSearch,
  usePackageSearch,
  useProductSearch,
  type ClientOption,
  type PackageOption,
  type ProductOption,
} from '../api/order-options';
import { useSaveOrder } from '../api/save-order';
import { draftTotal, newKey, toOrderInput, type OrderDraft } from './order-draft';
import { OrderItemEditor } from './order-item-editor';
import { SearchPicker } from '../../../components/ui/search-picker';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes';

/**
 * 'Nuevo Pedido' / 'Editar Pedido' in one page: client (searched as you type), institution (the
 * client's unless changed), promised date, notes, items with live totals and their people.
 * A refused save (a newer version, a rule) keeps everything typed.
 */
export function OrderForm({
  initial,
  status = 'PENDING',
  onSaved,
  onCancel,
}: {
  initial: OrderDraft;
  status?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useRef(false);
  const save = useSaveOrder();
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const guard = useUnsavedChangesGuard(
    isDirty,
    saved,
    'Hay cambios sin guardar en el pedido. ¿Desea salir sin guardarlos?',
  );
  const lock = status === 'IN_PRODUCTION' ? 'people' : 'none';
  const fixed = lock !== 'none';
  const set = (change: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...change }));

  const addProduct = (product: ProductOption) =>
    set({
      items: [
        ...draft.items,
        {
          key: newKey(),
          productId: product.id,
          packageId: null,
          label: `${product.code} · ${product.name}`,
          sizes: product.sizes ?? [],
          quantity: '1',
          price: centsToText(product.priceCents),
          discount: '',
          people: [],
        },
      ],
    });
  const addPackage = (pack: PackageOption) =>
    set({
      items: [
        ...draft.items,
        {
          key: newKey(),
          productId: null,
          packageId: pack.id,
          label: `${pack.code} · ${pack.name}`,
          sizes: [],
          quantity: '1',
          price: centsToText(pack.priceCents),
          discount: '',
          people: [],
        },
      ],
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = toOrderInput(draft);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors([]);
    save.mutate(built.input, {
      onSuccess: () => {
        saved.current = true;
        onSaved();
      },
      onError: (error) => setErrors([errorMessage(error)]),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-6">
        {errors.length > 0 && (
          <FormAlert>
            <ul className="list-disc pl-4">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </FormAlert>
        )}
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
        <section aria-label="Artículos" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Productos y paquetes</h2>
          {draft.items.length === 0 && (
            <p className="text-sm text-slate-600">Agregue al menos un producto o paquete.</p>
          )}
          {draft.items.map((item, index) => (
            <OrderItemEditor
              key={item.key}
              item={item}
              index={index}
              lock={lock}
              onChange={(next) =>
                set({ items: draft.items.map((i) => (i.key === item.key ? next : i)) })
              }
              onRemove={() => set({ items: draft.items.filter((i) => i.key !== item.key) })}
            />
          ))}
          {!fixed && (
            <div className="grid grid-cols-1 gap-4 rounded-lg border border-dashed border-slate-300 bg-white p-4 sm:grid-cols-2">
              <SearchPicker<ProductOption>
                label="Agregar producto"
                placeholder="Buscar producto por código o nombre..."
                chosen={null}
                describe={(p) => `${p.code} · ${p.name} · ${formatMoney(p.priceCents)}`}
                useOptions={useProductSearch}
                onPick={addProduct}
              />
              <SearchPicker<PackageOption>
                label="Agregar paquete"
                placeholder="Buscar paquete por código o nombre..."
                chosen={null}
                describe={(p) => `${p.code} · ${p.name} · ${formatMoney(p.priceCents)}`}
                useOptions={usePackageSearch}
                onPick={addPackage}
              />
            </div>
          )}
        </section>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-500">Total del pedido</p>
          <p className="text-2xl font-semibold text-slate-900" aria-label="Total del pedido">
            {formatMoney(draftTotal(draft))}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {draft.items.reduce((n, i) => n + i.people.length, 0)} personas
          </p>
        </div>
        <FormActions
          submitLabel="Guardar"
          isSubmitting={save.isPending}
          onCancel={onCancel}
          wide={false}
        />
      </aside>
      {guard}
    </form>
  );
}
