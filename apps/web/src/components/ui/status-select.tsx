import { useId, type ComponentProps } from 'react';

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
  const id = useId();
  return (
    <div className={['flex flex-col gap-1 text-sm', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="font-medium text-slate-700">
        Estado
      </label>
      <select
        id={id}
        className={selectClassName}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        <option value="ACTIVE">Activo</option>
        <option value="INACTIVE">Inactivo</option>
      </select>
      {error && <p className="text-red-600">{error}</p>}
    </div>
  );
}
