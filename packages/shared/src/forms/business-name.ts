/**
 * Names as businesses write them (issue 34): clients, institutions, products, packs, materials,
 * suppliers and the people of a roster. Letters of any script with their accents (composed or
 * decomposed), digits, spaces and . , ' - ( ) : / & + # — so 'María Fernanda Quiroga (U.E. San
 * José)' and 'Pack escolar: polo azul + gorra' are names. The typographic apostrophe (’) that
 * phones type for ' is the same apostrophe. A character outside the rule is refused, named in the
 * message, and never removed from what was typed.
 *
 * SPEC.md's stricter rules stay where SPEC.md states them: a line's name (§5 Line: letters,
 * digits and spaces, stripped as typed) and the generic text input (§5 Generic inputs: letters,
 * digits, whitespace and . , ' -), which every other plain text field keeps (cities, units,
 * users' names, FAQ categories, banks, size names).
 */
export const NAME_PUNCTUATION = ". , ' - ( ) : / & + #";

const NAME_CHARACTER = /^[\p{L}\p{M}0-9 .,'\u2019\-():/&+#]$/u;

/** What is said of a character a name may not hold: itself, or its code when it is not visible. */
const shown = (character: string) =>
  /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(character)
    ? `«${character}»`
    : `el carácter U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const NAME_MESSAGES = {
  characterRefused: (character: string) =>
    `No se permite ${shown(character)} en un nombre: use letras, números, espacios y ${NAME_PUNCTUATION}`,
} as const;

/** The first character (a whole code point: an emoji is one) a name may not hold, or null. */
export function firstRefusedNameCharacter(value: string): string | null {
  for (const character of value) if (!NAME_CHARACTER.test(character)) return character;
  return null;
}

export const isBusinessName = (value: string): boolean => firstRefusedNameCharacter(value) === null;

/** The Spanish reason a name cannot be saved as typed, or null when it can. */
export function checkBusinessName(value: string): string | null {
  const refused = firstRefusedNameCharacter(value);
  return refused === null ? null : NAME_MESSAGES.characterRefused(refused);
}
