import { useId, type ComponentProps } from 'react';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown under the input in red, announced with it, and marks it invalid. */
  error?: string | null;
  hint?: string;
  /** Text shown after the input, inside its frame (a unit such as "cm"). */
  suffix?: string;
};

/**
 * A labelled input with its hint and error tied to it for screen readers. Spread
 * react-hook-form's `register()` into it (React 19 passes `ref` as a prop).
 */
export function TextField({
  label,
  error,
  hint,
  suffix,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const frame = error
    ? 'border-red-500 focus-within:ring-red-600'
    : 'border-slate-300 focus-within:ring-blue-600';
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        className={`mt-1 flex items-center rounded-md border bg-white focus-within:ring-2 ${frame}`}
      >
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="block w-full min-w-0 rounded-md bg-transparent px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500"
          {...input}
        />
        {suffix && (
          <span className="pr-3 text-sm text-slate-500" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
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
