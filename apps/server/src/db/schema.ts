/**
 * The database as Kysely sees it (camelCase; columns are snake_case through CamelCasePlugin).
 * Each module adds its own tables by augmenting this interface from its repository file, so a
 * module owns its tables' types:
 *
 *   declare module '../../db/schema' { interface Database { lines: LinesTable } }
 *
 * (An interface, not a type, because only interfaces merge.)
 */
export interface Database {
  schemaMigrations: { version: number; name: string; appliedAt: string };
}

export type Dialect = 'sqlite' | 'postgres';
