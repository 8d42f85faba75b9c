import type { AuditColumns } from '../db/columns';
import type { Actor } from './actor';

/**
 * Audit stamps from the actor and the server clock (client-sent audit fields are never used).
 * Imported as a namespace: `stamps.created(actor)`.
 */
export const created = (actor: Actor, at = new Date().toISOString()) => ({
  createdBy: actor.name,
  updatedBy: actor.name,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
  deletedBy: null,
});

export const updated = (actor: Actor, at = new Date().toISOString()) => ({
  updatedBy: actor.name,
  updatedAt: at,
});

export const deleted = (actor: Actor, at = new Date().toISOString()) => ({
  deletedBy: actor.name,
  deletedAt: at,
});

export const restored = (actor: Actor, at = new Date().toISOString()) => ({
  deletedBy: null,
  deletedAt: null,
  updatedBy: actor.name,
  updatedAt: at,
});

/** The audit fields an API answer shows of a row, in the order its schema lists them. */
export const shown = (row: Omit<AuditColumns, 'deletedBy'>) => ({
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
});
