import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './form-actions';

/**
 * The form inside a dialog: its fields one under the other, then 'Cancelar' and the submit
 * button (which says 'Guardando...' while `isSubmitting`). The fields check themselves on submit.
 */
export function DialogForm({
  onSubmit,
  submitLabel,
  isSubmitting,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {children}
      <FormActions submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
