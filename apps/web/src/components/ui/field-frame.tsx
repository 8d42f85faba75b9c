import { useId, type ReactNode } from 'react';

export type FieldFrameProps = {
  label: string;
  /** Shown under the control in red, announced with it, and marks it invalid. */
  error?: string | null;
  hint?: string;
  id?: string;
  className?: string;
};

/** A field's props parted into its FieldFrame's and the rest, which go to its control. */
export function splitFieldProps<P extends FieldFrameProps>({
  label,
  error,
  hint,
  id,
  className = '',
  ...control
}: P) {
  return { frame: { label, error, hint, id, className }, control };
}

/** A control's border and focus ring: red while it has an error. */
export const controlBorder = (error: string | null | undefined) =>
  error ? 'border-red-500 focus:ring-red-600' : 'border-slate-300 focus:ring-blue-600';

/** The props that tie a control to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * A form control's label above it and its hint and error below, tied to it for screen readers:
 * `children` renders the control with the props it is given.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
