import { checkBusinessName } from '@taller/shared/forms/business-name';
import { checkPlainText } from '@taller/shared/forms/special-characters';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type TextInputProps = TextFieldProps & {
  /** Off by default: only letters, digits, whitespace and . , ' - are accepted. */
  allowSpecialCharacters?: boolean;
  /** The rule checked as the user types (default: SPEC.md §5's generic one). */
  check?: (value: string) => string | null;
};

/**
 * SPEC.md §5 generic text input: says 'No se permiten caracteres especiales' as soon as one is
 * typed. The form's own schema (plainText() from @taller/shared) still decides on submit; an
 * error passed by the form takes precedence over the live one. Nothing typed is ever removed.
 */
export function TextInput({
  allowSpecialCharacters = false,
  check = (value) => checkPlainText(value, allowSpecialCharacters),
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
        setLiveError(check(event.target.value));
        onChange?.(event);
      }}
    />
  );
}

/**
 * A name as businesses write it (clients, institutions, products, packs, materials, people):
 * a character outside the rule is named at once, and the save is refused by the shared schema.
 */
export const NameInput = (props: TextFieldProps) => (
  <TextInput {...props} check={checkBusinessName} />
);
