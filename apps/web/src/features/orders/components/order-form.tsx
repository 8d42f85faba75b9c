import type { FormEvent } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import {
  OrderErrors,
  OrderItemsFields,
  OrderPartiesFields,
  OrderTotalCard,
} from './order-draft-fields';
import { useOrderDraft, type OrderEditorProps } from './use-order-draft';

/**
 * 'Nuevo Pedido' / 'Editar Pedido' in one page (quick entry): client, institution, promised
 * date, notes, items with live totals and their people. A refused save (a newer version, a
 * rule) keeps everything typed.
 */
export function OrderForm({ initial, status, onSaved, onCancel }: OrderEditorProps) {
  const state = useOrderDraft({ initial, status, onSaved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.submit();
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-6">
        <OrderErrors errors={state.errors} />
        <OrderPartiesFields state={state} />
        <section aria-label="Artículos" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Productos y paquetes</h2>
          <OrderItemsFields state={state} />
        </section>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        <OrderTotalCard state={state} />
        <FormActions submitLabel="Guardar" isSubmitting={state.isSaving} onCancel={onCancel} />
      </aside>
      {state.guard}
    </form>
  );
}
