import { ORDER_MESSAGES, centsToText, type ClientCreateOrderInput } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/error-message';
import {
  ItemPeopleEditor,
  OrderErrors,
  OrderReview,
  OrderStepButtons,
  OrderStepsNav,
  packProductsOf,
  takesRoster,
  useAddItem,
  toOrderInput,
  type ItemDraft,
  type OrderDraft,
} from '../../orders';
import { useSendOrder } from '../api/client-catalogue';
import { CataloguePicker } from './catalogue-picker';

export const CLIENT_ORDER_STEPS = ['Productos', 'Personas y tallas', 'Revisión'];

/**
 * The client's guided order: 1 Productos (the catalogue), 2 Personas y tallas (the staff flow's
 * roster entry, paste and checks), 3 Revisión with the delivery date → 'Enviar pedido'.
 */
export function ClientOrderWizard({
  initial,
  onSent,
}: {
  initial: OrderDraft;
  onSent: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const send = useSendOrder();
  const setItem = (key: string, next: ItemDraft) =>
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? next : i)) }));
  // A product or pack already in the order asks before it is added again.
  const { add, dialog: sameItemDialog } = useAddItem(draft.items, (change) =>
    setDraft((d) => ({ ...d, items: change(d.items) })),
  );

  const built = toOrderInput(draft);
  const problems = (at: number) => {
    if (at === 0) return draft.items.length === 0 ? [ORDER_MESSAGES.itemsRequired] : [];
    // The people and quantities, before the date is chosen in the last step.
    const checked = toOrderInput({ ...draft, promisedDate: draft.promisedDate || '2999-12-31' });
    return at === 1 && 'errors' in checked ? checked.errors : [];
  };
  const go = (to: number) => {
    for (let at = step; at < to; at += 1) {
      const found = problems(at);
      if (found.length > 0) {
        setErrors(found);
        return;
      }
    }
    setErrors([]);
    setStep(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < CLIENT_ORDER_STEPS.length - 1) return go(step + 1);
    if (!draft.promisedDate) return setErrors([ORDER_MESSAGES.promisedDateRequired]);
    if ('errors' in built) return setErrors(built.errors);
    // The client and the prices are the server's: only items, people, date and notes go.
    const input: ClientCreateOrderInput = {
      promisedDate: built.input.promisedDate,
      notes: built.input.notes,
      items: built.input.items.map(
        ({ unitPriceCents: _price, discountCents: _off, ...item }) => item,
      ),
    };
    send.mutate(input, { onSuccess: onSent, onError: (error) => setErrors([errorMessage(error)]) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <OrderStepsNav
        steps={CLIENT_ORDER_STEPS}
        step={step}
        onStep={(index) => (index < step ? setStep(index) : go(index))}
        compact
      />
      <h2 className="text-lg font-semibold text-slate-900">
        {step + 1}. {CLIENT_ORDER_STEPS[step]}
      </h2>
      <OrderErrors errors={errors} />
      {step === 0 && (
        <>
          <ChosenItems
            draft={draft}
            onRemove={(key) =>
              setDraft((d) => ({ ...d, items: d.items.filter((i) => i.key !== key) }))
            }
          />
          {sameItemDialog}
          <CataloguePicker
            onAddProduct={(p) =>
              add({
                productId: p.id,
                packageId: null,
                label: `${p.code} · ${p.name}`,
                sizes: p.sizes,
                price: centsToText(p.priceCents),
              })
            }
            onAddPackage={(p) =>
              add({
                productId: null,
                packageId: p.id,
                label: `${p.code} · ${p.name}`,
                sizes: [],
                packProducts: packProductsOf(p.items),
                price: centsToText(p.priceCents),
              })
            }
          />
        </>
      )}
      {step === 1 &&
        draft.items.map((item) => (
          <section
            key={item.key}
            aria-label={`Personas de ${item.label}`}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h3 className="font-semibold text-slate-900">{item.label}</h3>
            {takesRoster(item) ? (
              <ItemPeopleEditor
                item={item}
                lock="none"
                keepBadRows
                onChange={(next) => setItem(item.key, next)}
              />
            ) : (
              <TextField
                label="Cantidad"
                inputMode="numeric"
                className="max-w-40"
                value={item.quantity}
                onChange={(event) => setItem(item.key, { ...item, quantity: event.target.value })}
              />
            )}
          </section>
        ))}
      {step === 2 && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Fecha de entrega deseada"
              type="date"
              required
              value={draft.promisedDate}
              onChange={(event) => setDraft((d) => ({ ...d, promisedDate: event.target.value }))}
            />
            <TextareaField
              label="Notas"
              rows={2}
              value={draft.notes}
              onChange={(event) => setDraft((d) => ({ ...d, notes: event.target.value }))}
            />
          </div>
          <OrderReview draft={draft} />
        </>
      )}
      <OrderStepButtons
        step={step}
        stepCount={CLIENT_ORDER_STEPS.length}
        onBack={() => setStep(step - 1)}
        send={{ label: 'Enviar pedido', busyLabel: 'Enviando...', isBusy: send.isPending }}
        compact
      />
    </form>
  );
}

function ChosenItems({ draft, onRemove }: { draft: OrderDraft; onRemove: (key: string) => void }) {
  if (draft.items.length === 0) {
    return <p className="text-sm text-slate-600">Elija productos o paquetes del catálogo.</p>;
  }
  return (
    <section aria-label="Su pedido" className="rounded-lg border border-blue-200 bg-blue-50 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        Su pedido ({draft.items.length})
      </h3>
      <ul className="flex flex-col gap-1">
        {draft.items.map((item) => (
          <li key={item.key} className="flex items-center justify-between gap-2 text-sm">
            <span>{item.label}</span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onRemove(item.key)}
              aria-label={`Quitar ${item.label}`}
            >
              Quitar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
