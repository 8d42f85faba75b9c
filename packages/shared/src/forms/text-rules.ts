/**
 * SPEC.md §5 "Generic inputs": a text input, unless special characters are allowed, takes only
 * letters (accented ones too), digits, whitespace and . , ' - ; anything else is refused with
 * this message. Pure, so the server validates and the form resolves with the same rule.
 */
export const SPECIAL_CHARACTERS_MESSAGE = 'No se permiten caracteres especiales';

// \p{L} any letter (ñ, á, ü…), \p{M} combining accents typed decomposed, digits, whitespace, . , ' -
const GENERIC_TEXT = /^[\p{L}\p{M}0-9\s.,'-]*$/u;

export const isGenericText = (value: string): boolean => GENERIC_TEXT.test(value);

// Free-text fields (addresses, notes) allow special characters, but never control characters
// other than line breaks and tabs (they break CSV, logs and PostgreSQL: NUL), nor half of a
// surrogate pair (not Unicode at all: each database would store something else).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);
