import type { ComponentProps } from 'react';
import { controlBorder, FieldFrame, splitFieldProps, type FieldFrameProps } from './field-frame';
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
export function SelectField(props: SelectFieldProps) {
  const {
    frame,
    control: { options, placeholder, ...select },
  } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...control}
          className={`mt-1 block h-[42px] w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500 ${controlBorder(frame.error)}`}
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
