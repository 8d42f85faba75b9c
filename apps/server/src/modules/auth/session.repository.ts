import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';

export interface SessionsTable {
  id: string;
  userId: number;
  refreshHash: string;
  previousRefreshHash: string | null;
  createdAt: string;
  lastUsedAt: string;
  revokedAt: string | null;
  userAgent: string | null;
  ip: string | null;
}

export interface PasswordTokensTable {
  tokenHash: string;
  userId: number;
  purpose: 'reset' | 'invite';
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

declare module '../../db/schema' {
  interface Database {
    sessions: SessionsTable;
    passwordTokens: PasswordTokensTable;
  }
}

export type SessionRow = Selectable<SessionsTable>;

export const insertSession = (db: Db, session: SessionsTable) =>
  db.insertInto('sessions').values(session).execute();

export const findSession = (db: Db, id: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** The session and its user in one query: what every authenticated request needs. */
export const findActiveSessionUser = (db: Db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastUsedAt',
      'sessions.revokedAt',
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.status',
      'users.deletedAt',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();

/** Rotates the refresh secret only if it is still the one presented (no lost race). */
export const rotateRefresh = async (
  db: Db,
  id: string,
  presentedHash: string,
  nextHash: string,
  now: string,
) => {
  const result = await db
    .updateTable('sessions')
    .set({ refreshHash: nextHash, previousRefreshHash: presentedHash, lastUsedAt: now })
    .where('id', '=', id)
    .where('refreshHash', '=', presentedHash)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Revokes the sessions not revoked yet (the caller narrows which). */
const revokeLive = (db: Db, now: string) =>
  db.updateTable('sessions').set({ revokedAt: now }).where('revokedAt', 'is', null);

export const revokeSession = (db: Db, id: string, now: string) =>
  revokeLive(db, now).where('id', '=', id).execute();

export const revokeUserSessions = (db: Db, userId: number, now: string) =>
  revokeLive(db, now).where('userId', '=', userId).execute();

export const insertPasswordToken = (db: Db, token: PasswordTokensTable) =>
  db.insertInto('passwordTokens').values(token).execute();

export const findPasswordToken = (db: Db, tokenHash: string) =>
  db.selectFrom('passwordTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

/** Marks a token used; false when it was used meanwhile (single use even under a race). */
export const consumePasswordToken = async (db: Db, tokenHash: string, now: string) => {
  const result = await db
    .updateTable('passwordTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/**
 * Ends every unused set-password link of an account: when one is used, and when the account's
 * email changes (a link mailed to the old address must not outlive the change).
 */
export const endPasswordTokens = (db: Db, userId: number, now: string) =>
  db
    .updateTable('passwordTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
