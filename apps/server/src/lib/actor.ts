import { normaliseRole } from '@taller/shared';

/** Who is acting: the signed-in user, as the services need them. */
export type Actor = { id: number; name: string; role: string };

export const isDirector = (actor: Actor) => normaliseRole(actor.role) === 'DIRECTOR';
