import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from './button';

/**
 * A dialog's error and its save: `attempt(save, done)` runs the save, then `done` with its answer
 * (close, show the result); a failure's message becomes the error.
 */
export function useDialogAction() {
  const [error, setError] = useState<string | null>(null);
  const attempt = async <R,>(save: () => Promise<R>, done: (answer: R) => void) => {
    try {
      done(await save());
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return { error, setError, attempt };
}

/**
 * The foot of a dialog that runs one action: its error, if any, then 'Cancelar' and the action,
 * both off while it runs, the action saying `busyLabel` meanwhile. `divided` draws a line above
 * the buttons (a long dialog).
 */
export function DialogActions({
  label,
  busyLabel = 'Guardando...',
  isPending,
  onRun,
  onCancel,
  disabled = false,
  danger = false,
  divided = false,
  error,
}: {
  label: string;
  busyLabel?: string;
  isPending: boolean;
  onRun: () => Promise<unknown>;
  onCancel: () => void;
  /** The action cannot run yet (nothing chosen). */
  disabled?: boolean;
  danger?: boolean;
  divided?: boolean;
  error?: string | null;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div
        className={
          divided
            ? 'flex justify-end gap-3 border-t border-slate-200 pt-4'
            : 'flex justify-end gap-3'
        }
      >
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancelar
        </Button>
        <Button
          variant={danger ? 'danger' : undefined}
          onClick={() => void onRun()}
          disabled={isPending || disabled}
        >
          {isPending ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
