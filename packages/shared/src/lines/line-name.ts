/** Letters (including ñ, accented vowels and ü), digits and spaces: SPEC.md §5. */
export const LINE_NAME_MAX = 100;
export const LINE_NAME_PATTERN = /^[A-Za-zÁÉÍÓÚáéíóúÑñÜü0-9 ]+$/;
const NOT_ALLOWED = /[^A-Za-zÁÉÍÓÚáéíóúÑñÜü0-9 ]/g;

/** Drops the characters a line name may not contain (the form strips them as typed). */
export const stripLineNameCharacters = (value: string) => value.replace(NOT_ALLOWED, '');

/**
 * The key two names collide on: case- and accent-insensitive, spaces collapsed. ñ stays
 * distinct from n because it is a letter of its own in Spanish ('Año' is not 'Ano').
 */
export function lineNameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .split('ñ')
    .map((part) => part.normalize('NFD').replace(/\p{Mn}/gu, ''))
    .join('ñ')
    .replace(/\s+/g, ' ')
    .trim();
}
