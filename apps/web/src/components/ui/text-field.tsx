import type { ComponentProps } from 'react';
import { FieldFrame, splitFieldProps, type FieldFrameProps } from './field-frame';

export type TextFieldProps = ComponentProps<'input'> &
  FieldFrameProps & {
    /** Text shown after the input, inside its frame (a unit such as "cm"). */
    suffix?: string;
  };

/**
 * A labelled input with its hint and error tied to it for screen readers. Spread
 * react-hook-form's `register()` into it (React 19 passes `ref` as a prop).
 */
export function TextField(props: TextFieldProps) {
  const {
    frame,
    control: { suffix, ...input },
  } = splitFieldProps(props);
  const border = frame.error
    ? 'border-red-500 focus-within:ring-red-600'
    : 'border-slate-300 focus-within:ring-blue-600';
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div
          className={`mt-1 flex items-center rounded-md border bg-white focus-within:ring-2 ${border}`}
        >
          <input
            {...control}
            className="block w-full min-w-0 rounded-md bg-transparent px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500"
            {...input}
          />
          {suffix && (
            <span className="pr-3 text-sm text-slate-500" aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
