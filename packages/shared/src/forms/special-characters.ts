import { z } from '../zod';

export const SPECIAL_CHARACTERS_MESSAGE = 'No se permiten caracteres especiales';

/**
 * SPEC.md §5: a plain text input accepts only letters (accented ones too, in composed or
 * decomposed form), digits, whitespace and . , ' - — anything else is a special character.
 */
const PLAIN_TEXT = /^[\p{L}\p{M}0-9\s.,'-]*$/u;

export const hasSpecialCharacters = (value: string) => !PLAIN_TEXT.test(value);
export const isGenericText = (value: string): boolean => PLAIN_TEXT.test(value);

// Free-text fields (addresses, notes) allow special characters, but never control characters
// other than line breaks and tabs (they break CSV, logs and PostgreSQL: NUL), nor half of a
// surrogate pair (not Unicode at all: each database would store something else).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** The message to show for a text value, or null when it is acceptable. */
export const checkPlainText = (value: string, allowSpecialCharacters = false): string | null =>
  !allowSpecialCharacters && hasSpecialCharacters(value) ? SPECIAL_CHARACTERS_MESSAGE : null;

/** The same rule for zod schemas (server bodies and forms). */
export const plainText = () =>
  z.string().refine((value) => !hasSpecialCharacters(value), SPECIAL_CHARACTERS_MESSAGE);
