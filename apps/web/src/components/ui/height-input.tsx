import { checkHeight } from '@taller/shared/forms/height';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type HeightInputProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & {
  label?: string;
};

/**
 * SPEC.md §5 height input in centimetres: a comma is accepted as decimal separator (a text
 * input, since number inputs refuse commas in some browsers); the value is checked when the
 * user first leaves the field, then on every keystroke.
 */
export function HeightInput({
  label = 'Estatura',
  error,
  onChange,
  onBlur,
  ...props
}: HeightInputProps) {
  const [liveError, setLiveError] = useState<string | null>(null);
  const [wasLeft, setWasLeft] = useState(false);
  const check = (value: string) => setLiveError(value.trim() === '' ? null : checkHeight(value));
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      suffix="cm"
      {...props}
      type="text"
      label={label}
      error={error || liveError}
      onChange={(event) => {
        if (wasLeft) check(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        setWasLeft(true);
        check(event.target.value);
        onBlur?.(event);
      }}
    />
  );
}
