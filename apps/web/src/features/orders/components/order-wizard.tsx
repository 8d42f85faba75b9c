import { ORDER_MESSAGES } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { personErrors, toOrderInput, type OrderDraft } from './order-draft';
import { ItemPickers, OrderErrors, OrderPartiesFields, OrderTotalCard } from './order-draft-fields';
import { ItemPeopleEditor } from './item-people-editor';
import { OrderItemEditor } from './order-item-editor';
import { OrderReview } from './order-review';
import { useOrderDraft, type OrderDraftState } from './use-order-draft';

export const ORDER_STEPS = ['Cliente', 'Productos y paquetes', 'Personas y tallas', 'Revisión'];

const FIX_ROWS = 'Corrija las filas marcadas antes de continuar';

/** The problems that keep a step from being left forward (none: go on). */
function stepProblems(step: number, state: OrderDraftState): string[] {
  const { draft } = state;
  if (step === 0) {
    return [
      ...(draft.client ? [] : [ORDER_MESSAGES.clientRequired]),
      ...(draft.promisedDate ? [] : [ORDER_MESSAGES.promisedDateRequired]),
    ];
  }
  if (step === 1) {
    if (draft.items.length === 0) return [ORDER_MESSAGES.itemsRequired];
    const built = toOrderInput(draft);
    // The people are the next step's.
    return 'errors' in built ? built.errors.filter((e) => !e.includes(', persona')) : [];
  }
  if (step === 2) {
    const built = toOrderInput(draft);
    return 'errors' in built ? [FIX_ROWS, ...built.errors] : [];
  }
  return [];
}

/**
 * 'Nuevo Pedido' / 'Editar Pedido' as a guided flow: 1 Cliente, 2 Productos y paquetes,
 * 3 Personas y tallas (each sized item's roster: paste, CSV import, bad rows fixed in place, size
 * summary), 4 Revisión → Guardar. The same draft, save and guard as quick entry (useOrderDraft).
 */
export function OrderWizard({
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
  const state = useOrderDraft({ initial, status, onSaved });
  const [step, setStep] = useState(0);
  const last = ORDER_STEPS.length - 1;

  const go = (to: number) => {
    if (to > step) {
      for (let at = step; at < to; at += 1) {
        const problems = stepProblems(at, state);
        if (problems.length > 0) {
          state.setErrors(problems);
          setStep(at);
          if (at === 2) markBadRows(state);
          return;
        }
      }
    }
    state.setErrors([]);
    setStep(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < last) go(step + 1);
    else state.submit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <nav aria-label="Pasos del pedido">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ORDER_STEPS.map((name, index) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => go(index)}
                aria-current={index === step ? 'step' : undefined}
                className={`flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm ${
                  index === step
                    ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${
                    index <= step ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-700'
                  }`}
                >
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">Paso {index + 1}: </span>
                  {name}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="order-step" className="flex min-w-0 flex-col gap-4">
          <h2 id="order-step" className="text-lg font-semibold text-slate-900">
            {step + 1}. {ORDER_STEPS[step]}
          </h2>
          <OrderErrors errors={state.errors} />
          {step === 0 && <OrderPartiesFields state={state} />}
          {step === 1 && <ItemsStep state={state} />}
          {step === 2 && <PeopleStep state={state} />}
          {step === 3 && <OrderReview draft={state.draft} />}
        </section>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <OrderTotalCard state={state} />
          <div className="flex flex-wrap gap-2">
            {step > 0 && (
              <Button variant="secondary" onClick={() => go(step - 1)}>
                Anterior
              </Button>
            )}
            {step < last ? (
              <Button type="submit">Siguiente</Button>
            ) : (
              <Button
                type="submit"
                disabled={state.isSaving}
                aria-busy={state.isSaving || undefined}
              >
                {state.isSaving ? 'Guardando...' : 'Guardar'}
              </Button>
            )}
            <Button variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
          </div>
        </aside>
      </div>
      {state.guard}
    </form>
  );
}

/** Marks every person with errors, so that each shows them in place. */
function markBadRows(state: OrderDraftState) {
  for (const item of state.draft.items) {
    if (item.people.some((p) => !p.flagged && personErrors(p).length > 0)) {
      state.setItem(item.key, {
        ...item,
        people: item.people.map((p) => (personErrors(p).length > 0 ? { ...p, flagged: true } : p)),
      });
    }
  }
}

function ItemsStep({ state }: { state: OrderDraftState }) {
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
          withPeople={false}
          onChange={(next) => state.setItem(item.key, next)}
          onRemove={() => state.removeItem(item.key)}
        />
      ))}
      <ItemPickers state={state} />
    </>
  );
}

function PeopleStep({ state }: { state: OrderDraftState }) {
  const sized = state.draft.items.filter((i) => i.productId !== null && i.sizes.length > 0);
  if (sized.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
        Ningún artículo del pedido lleva lista de personas (solo los productos con tabla de tallas).
        Puede continuar a la revisión.
      </p>
    );
  }
  return (
    <>
      {sized.map((item) => (
        <section
          key={item.key}
          aria-label={`Personas de ${item.label}`}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 className="font-semibold text-slate-900">{item.label}</h3>
          <ItemPeopleEditor
            item={item}
            lock={state.lock}
            keepBadRows
            onChange={(next) => state.setItem(item.key, next)}
          />
        </section>
      ))}
    </>
  );
}
