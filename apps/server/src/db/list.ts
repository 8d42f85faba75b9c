import { sql } from 'kysely';
import { searchPattern } from '../lib/text-key';

/** `search_text LIKE '%term%'` with the term normalised and its wildcards escaped. */
export const matchesSearch = (term: string, column = 'search_text') =>
  sql<boolean>`${sql.ref(column)} like ${searchPattern(term)} escape '\\'`;

/** Rows without a value come last on both databases (their defaults disagree). */
export const nullsLast = (column: string) => sql`${sql.ref(column)} is null`;

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
