import { Button } from './button';

/** Cancelar and the form's submit button, which says 'Guardando...' while saving. */
export function FormActions({
  submitLabel,
  isSubmitting,
  onCancel,
  wide = false,
  isBusy,
}: {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
  /** Spans both columns of a two-column form grid. */
  wide?: boolean;
  /** Busy with something other than saving (uploads): the button stays pressable. */
  isBusy?: boolean;
}) {
  return (
    <div
      className={`flex justify-end gap-3 border-t border-slate-200 pt-4 ${wide ? 'sm:col-span-2' : ''}`}
    >
      <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        Cancelar
      </Button>
      <Button type="submit" disabled={isSubmitting} aria-busy={isBusy || undefined}>
        {isSubmitting ? 'Guardando...' : submitLabel}
      </Button>
    </div>
  );
}
