import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';

export type StatusSelectProps = ComponentProps<'select'> & {
  error?: string;
  /** Classes of the select itself; `className` is the wrapper's. */
  selectClassName: string;
  /** A first option that cannot be chosen back ('Seleccione un estado'). */
  placeholder?: string;
};

/** 'Estado' (Activo / Inactivo) of the line and model forms, labelled above, its error below. */
export function StatusSelect({
  error,
  className,
  selectClassName,
  placeholder,
  ...select
}: StatusSelectProps) {
  return (
    <FieldFrame label="Estado" error={error} className={className}>
      {(control) => (
        <select {...control} className={`mt-1 ${selectClassName}`} {...select}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          <option value="ACTIVE">Activo</option>
          <option value="INACTIVE">Inactivo</option>
        </select>
      )}
    </FieldFrame>
  );
}
