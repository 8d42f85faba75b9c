/**
 * Normalised keys: what uniqueness, sorting and search compare instead of the text as typed,
 * identically on SQLite and PostgreSQL (both just compare the stored key).
 */

/** Lower-case, accents removed, spaces collapsed: 'Colegio  San Andrés' → 'colegio san andres'. */
export const textKey = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A CI/NIT without separators or case: '1234567-lp' and '1234567 LP' are the same document. */
export const documentKey = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, '');

/**
 * One search column per row: the searchable fields' keys on separate lines, so that a search
 * term (which never holds a line break) cannot match across two fields. Phones are kept as
 * digits so that '700 123 45' finds '+59170012345'.
 */
export function searchText(parts: {
  texts?: (string | null | undefined)[];
  phones?: (string | null | undefined)[];
}): string {
  const texts = (parts.texts ?? []).filter((t): t is string => Boolean(t)).map(textKey);
  const phones = (parts.phones ?? []).filter((p): p is string => Boolean(p)).map(digits);
  return [...texts, ...phones].join('\n');
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * A search term normalised like the search column. A term of digits and separators
 * ('700 123 45', '1234567-1') is searched by its digits, which is how phones and document keys
 * are kept in the search column.
 */
export function searchKey(term: string): string {
  const looksLikePhone = /^[\d\s+().-]+$/.test(term) && /\d{3}/.test(digits(term));
  return looksLikePhone ? digits(term) : textKey(term);
}

/** The LIKE pattern for a search term, its wildcards escaped (the query says `escape '\'`). */
export const searchPattern = (term: string): string =>
  `%${searchKey(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
