import { normaliseRole } from '@taller/shared';

/** Who is acting: the signed-in user, as the services need them. */
export type Actor = { id: number; name: string; role: string };

export const isDirector = (actor: Actor) => normaliseRole(actor.role) === 'DIRECTOR';

/** Audit stamps from the actor and the server clock (client-sent audit fields are never used). */
export const stampCreated = (actor: Actor, at = new Date().toISOString()) => ({
  createdBy: actor.name,
  updatedBy: actor.name,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
  deletedBy: null,
});

export const stampUpdated = (actor: Actor, at = new Date().toISOString()) => ({
  updatedBy: actor.name,
  updatedAt: at,
});

export const stampDeleted = (actor: Actor, at = new Date().toISOString()) => ({
  deletedBy: actor.name,
  deletedAt: at,
});

export const stampRestored = (actor: Actor, at = new Date().toISOString()) => ({
  deletedBy: null,
  deletedAt: null,
  updatedBy: actor.name,
  updatedAt: at,
});
