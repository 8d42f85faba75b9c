import { m001UsersSessions } from './001-users-sessions';
import { m005InstitutionsClients } from './005-institutions-clients';
import type { Migration } from './types';

/** Every migration, in order. Append only; never edit one that has shipped. */
export const migrations: Migration[] = [m001UsersSessions, m005InstitutionsClients];
