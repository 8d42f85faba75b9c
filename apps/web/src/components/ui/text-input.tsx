import { checkPlainText } from '@taller/shared/forms/special-characters';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type TextInputProps = TextFieldProps & {
  /** Off by default: only letters, digits, whitespace and . , ' - are accepted. */
  allowSpecialCharacters?: boolean;
};

/**
 * SPEC.md §5 generic text input: says 'No se permiten caracteres especiales' as soon as one is
 * typed. The form's own schema (plainText() from @taller/shared) still decides on submit; an
 * error passed by the form takes precedence over the live one.
 */
export function TextInput({
  allowSpecialCharacters = false,
  error,
  onChange,
  ...props
}: TextInputProps) {
  const [liveError, setLiveError] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      error={error || liveError}
      onChange={(event) => {
        setLiveError(checkPlainText(event.target.value, allowSpecialCharacters));
        onChange?.(event);
      }}
    />
  );
}
