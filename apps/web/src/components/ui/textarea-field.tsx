import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export type TextareaFieldProps = ComponentProps<'textarea'> & FieldFrameProps;

/** A labelled multi-line text box with its hint and error tied to it. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className = '',
  ...textarea
}: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:ring-2 focus:outline-none ${
            error ? 'border-red-500 focus:ring-red-600' : 'border-slate-300 focus:ring-blue-600'
          }`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
