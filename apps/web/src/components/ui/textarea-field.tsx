import { useId, type ComponentProps } from 'react';

export type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | null;
};

/** A labelled multi-line text box with its error tied to it. */
export function TextareaField({
  label,
  error,
  id,
  className = '',
  ...textarea
}: TextareaFieldProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = `${boxId}-error`;
  return (
    <div className={className}>
      <label htmlFor={boxId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={boxId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:ring-2 focus:outline-none ${
          error ? 'border-red-500 focus:ring-red-600' : 'border-slate-300 focus:ring-blue-600'
        }`}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
