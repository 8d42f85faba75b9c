import { useId, type ComponentProps } from 'react';

export type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string | null;
  hint?: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** A first, empty option ('Seleccione…'). */
  placeholder?: string;
};

/** A labelled select with its error tied to it; spread react-hook-form's `register()` into it. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className = '',
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block h-[42px] w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500 ${
          error ? 'border-red-500 focus:ring-red-600' : 'border-slate-300 focus:ring-blue-600'
        }`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
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
