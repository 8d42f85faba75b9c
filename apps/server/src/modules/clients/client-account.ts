import { CLIENT_ROLE, USER_MESSAGES } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { conflict } from '../../lib/app-error';
import { findLiveById, updateById } from '../../resource';
import { endPasswordTokens } from '../auth/session.repository';
import * as users from '../auth/user.repository';
import { columns } from './client-columns';
import { type ClientTableRow } from './client.repository';

/**
 * A client's sign-in account: a users row with role CLIENTE whose name, email, phone and status
 * follow the client's. It has no password until the client sets one through the invitation.
 */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: number | null) {
  const other = await users.findUserByEmail(db, email);
  if (other && other.id !== exceptUserId) throw conflict('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
}

export const insertClientAccount = (
  db: Db,
  client: { name: string; email: string; phone: string | null; status: string },
  actor: Actor,
) =>
  users.insertUser(db, {
    name: client.name,
    email: client.email,
    phone: client.phone,
    role: CLIENT_ROLE,
    status: client.status,
    passwordHash: null,
    lastLoginAt: null,
    ...stamps.created(actor),
  });

/** Brings the account in line with the client (what changed only). */
export async function syncClientAccount(
  db: Db,
  userId: number,
  client: { name: string; email: string | null; phone: string | null; status: string },
  actor: Actor,
) {
  const account = await findLiveById(db, 'users', userId);
  if (!account) return;
  const changes = {
    ...(client.name !== account.name ? { name: client.name } : {}),
    ...(client.email && client.email !== account.email ? { email: client.email } : {}),
    ...(client.phone !== account.phone ? { phone: client.phone } : {}),
    ...(client.status !== account.status ? { status: client.status } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await users.updateUser(db, userId, { ...changes, ...stamps.updated(actor) });
  }
  if (changes.email) await endPasswordTokens(db, userId, new Date().toISOString());
}

/**
 * The other way round: an edit of the account in Usuarios (name, email, phone, status) is made
 * to its client too, so that the client's next save does not undo it.
 */
export async function syncClientFromAccount(
  db: Db,
  client: ClientTableRow,
  account: { name: string; email: string; phone: string | null; status: string },
  actor: Actor,
) {
  const same =
    client.name === account.name &&
    client.email === account.email &&
    client.phone === account.phone &&
    client.status === account.status;
  if (same) return;
  const fields = { ...client, name: account.name, email: account.email, phone: account.phone };
  await updateById(db, 'clients', client.id, {
    ...columns(fields),
    status: account.status,
    ...stamps.updated(actor),
  });
}
