import { ORDER_MESSAGES } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { personErrors, takesRoster, toOrderInput, type PersonDraft } from './order-draft';
import {
  OrderErrors,
  OrderItemsFields,
  OrderPartiesFields,
  OrderTotalCard,
} from './order-draft-fields';
import { ItemPeopleEditor } from './item-people-editor';
import { OrderReview } from './order-review';
import { OrderStepButtons, OrderStepsNav } from './order-steps-nav';
import { useOrderDraft, type OrderDraftState, type OrderEditorProps } from './use-order-draft';

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
export function OrderWizard({ initial, status, onSaved, onCancel }: OrderEditorProps) {
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
      <OrderStepsNav steps={ORDER_STEPS} step={step} onStep={go} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="order-step" className="flex min-w-0 flex-col gap-4">
          <h2 id="order-step" className="text-lg font-semibold text-slate-900">
            {step + 1}. {ORDER_STEPS[step]}
          </h2>
          <OrderErrors errors={state.errors} />
          {step === 0 && <OrderPartiesFields state={state} />}
          {step === 1 && <OrderItemsFields state={state} withPeople={false} />}
          {step === 2 && <PeopleStep state={state} />}
          {step === 3 && <OrderReview draft={state.draft} />}
        </section>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <OrderTotalCard state={state} />
          <OrderStepButtons
            step={step}
            stepCount={ORDER_STEPS.length}
            onBack={() => go(step - 1)}
            send={{ label: 'Guardar', busyLabel: 'Guardando...', isBusy: state.isSaving }}
          >
            <Button variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
          </OrderStepButtons>
        </aside>
      </div>
      {state.guard}
    </form>
  );
}

/** Marks every person with errors, so that each shows them in place. */
function markBadRows(state: OrderDraftState) {
  for (const item of state.draft.items) {
    const hasErrors = (p: PersonDraft) => personErrors(p, item).length > 0;
    if (item.people.some((p) => !p.flagged && hasErrors(p))) {
      state.setItem(item.key, {
        ...item,
        people: item.people.map((p) => (hasErrors(p) ? { ...p, flagged: true } : p)),
      });
    }
  }
}

function PeopleStep({ state }: { state: OrderDraftState }) {
  const sized = state.draft.items.filter(takesRoster);
  if (sized.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
        Ningún artículo del pedido lleva lista de personas (solo los productos con tabla de tallas y
        los paquetes que incluyen alguno). Puede continuar a la revisión.
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
