import type { ComponentProps } from 'react';
import { controlBorder, FieldFrame, splitFieldProps, type FieldFrameProps } from './field-frame';

export type TextareaFieldProps = ComponentProps<'textarea'> & FieldFrameProps;

/** A labelled multi-line text box with its hint and error tied to it. */
export function TextareaField(props: TextareaFieldProps) {
  const { frame, control: textarea } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:ring-2 focus:outline-none ${controlBorder(frame.error)}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
