import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import { STATUS_LABELS } from './status-badge';

export type SelectFieldProps = ComponentProps<'select'> &
  FieldFrameProps & {
    options: readonly { value: string; label: string; disabled?: boolean }[];
    /** A first, empty option ('Seleccione…'). */
    placeholder?: string;
  };

/** 'Activo' and 'Inactivo', the options of a record's 'Estado'. */
export const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

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
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select
          {...control}
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
      )}
    </FieldFrame>
  );
}
