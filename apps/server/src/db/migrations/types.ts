import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

export type Migration = {
  version: number;
  name: string;
  // Migrations see the schema as it was when they were written, not today's types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up: (db: Kysely<any>, dialect: Dialect) => Promise<void>;
};
