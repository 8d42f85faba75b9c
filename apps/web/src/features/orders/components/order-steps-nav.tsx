import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * 'Pasos del pedido': a guided order's steps as buttons, the current one marked. Staff's flow
 * shows each number in a circle before the name; the client's (`compact`), three in a row on a
 * phone, writes '1. Productos'.
 */
export function OrderStepsNav({
  steps,
  step,
  onStep,
  compact = false,
}: {
  steps: readonly string[];
  step: number;
  onStep: (index: number) => void;
  compact?: boolean;
}) {
  return (
    <nav aria-label="Pasos del pedido">
      <ol className={compact ? 'grid grid-cols-3 gap-2' : 'grid grid-cols-2 gap-2 sm:grid-cols-4'}>
        {steps.map((name, index) => {
          const look =
            index === step
              ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900'
              : `border-slate-200 bg-white text-slate-700 ${compact ? '' : 'hover:bg-slate-50'}`;
          const number = <span className="sr-only">Paso {index + 1}: </span>;
          return (
            <li key={name}>
              <button
                type="button"
                onClick={() => onStep(index)}
                aria-current={index === step ? 'step' : undefined}
                className={`${compact ? 'w-full rounded-md border px-2 py-2 text-xs sm:text-sm' : 'flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm'} ${look}`}
              >
                {compact ? (
                  <>
                    {number}
                    {index + 1}. {name}
                  </>
                ) : (
                  <>
                    <span
                      aria-hidden="true"
                      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${
                        index <= step ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-700'
                      }`}
                    >
                      {index + 1}
                    </span>
                    <span>
                      {number}
                      {name}
                    </span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * A guided order's buttons: 'Anterior' after the first step, 'Siguiente' until the last, where
 * the submit button sends (`send.label`, `send.busyLabel` while it is sent); `children` after
 * them. Staff's sit beside the form; the client's (`compact`) stay at the foot of the screen.
 */
export function OrderStepButtons({
  step,
  stepCount,
  onBack,
  send,
  compact = false,
  children,
}: {
  step: number;
  stepCount: number;
  onBack: () => void;
  send: { label: string; busyLabel: string; isBusy: boolean };
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      data-sticky-foot={compact || undefined}
      className={
        compact
          ? 'sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 py-3'
          : 'flex flex-wrap gap-2'
      }
    >
      {step > 0 && (
        <Button variant="secondary" onClick={onBack}>
          Anterior
        </Button>
      )}
      {step < stepCount - 1 ? (
        <Button type="submit">Siguiente</Button>
      ) : (
        <Button type="submit" disabled={send.isBusy} aria-busy={send.isBusy || undefined}>
          {send.isBusy ? send.busyLabel : send.label}
        </Button>
      )}
      {children}
    </div>
  );
}
