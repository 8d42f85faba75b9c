import type { Migration } from './types';

/** Every migration, in order. Append only; never edit one that has shipped. */
export const migrations: Migration[] = [];
