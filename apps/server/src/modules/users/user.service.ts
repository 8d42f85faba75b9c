import type { CreateUserData, UpdateUserData } from '@taller/shared';
import { USER_MESSAGES, type Page, type User, type UserListQuery } from '@taller/shared';
import type { UserWithLink } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { onUniqueViolation } from '../../db/errors';
import { type Actor, isDirector } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { withLink, type AuthService } from '../auth/auth.service';
import { syncClientFromAccount } from '../clients/client-account';
import { findClientByUserId } from '../clients/client.repository';
import {
  findById,
  findInTrash,
  findLiveOrNotFound,
  findLiveById,
  findOrNotFound,
} from '../../resource';
import { hashPassword } from '../auth/passwords';
import { endPasswordTokens } from '../auth/session.repository';
import { definedOnly } from '../../lib/partial';
import * as users from '../auth/user.repository';
import type { UserRow } from '../auth/user.repository';

type Deps = { db: Db; dialect: Dialect; auth: AuthService };

/** What the API shows of a user: never the password hash nor the internal keys. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  status: row.status,
  lastLoginAt: row.lastLoginAt,
  ...stamps.shown(row),
});

const emailTaken = () => conflict('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
const isActiveDirector = (row: UserRow) => row.role === 'DIRECTOR' && row.status === 'ACTIVE';

/** Who may give a role: only a director gives DIRECTOR; any manager gives the others. */
const mayGrant = (actor: Actor, role: string) => role !== 'DIRECTOR' || isDirector(actor);

/**
 * Only a director may give the DIRECTOR role (create one, or promote someone): otherwise an
 * ADMIN could make themselves a director through a second account.
 */
function assertMayGrant(actor: Actor, role: string | undefined) {
  if (role !== undefined && !mayGrant(actor, role)) {
    throw forbidden(USER_MESSAGES.onlyDirectorGrantsDirector);
  }
}

/**
 * An account is changed in any way (email, name, phone, role, status, delete, restore, password
 * link) only by someone who may grant its current role: so only a director acts on a director,
 * and an ADMIN cannot take a director's account over by changing its email.
 */
function assertMayActOn(actor: Actor, target: UserRow) {
  if (!mayGrant(actor, target.role)) {
    throw forbidden(USER_MESSAGES.onlyDirectorActsOnDirector);
  }
}

export function createUserService({ db, dialect, auth }: Deps) {
  /**
   * Runs `change` in a transaction; when it takes away an active director (`guard`), it is
   * refused if that director is the last one.
   */
  async function keepingADirector(
    guard: boolean,
    message: string,
    change: (trx: Db) => Promise<void>,
  ) {
    await db.transaction().execute(async (trx) => {
      if (guard) {
        const directors = await users.lockActiveDirectors(trx, dialect === 'postgres');
        if (directors.length <= 1) throw conflict('LAST_DIRECTOR', message);
      }
      await change(trx);
    });
  }

  return {
    async list(query: UserListQuery): Promise<Page<User>> {
      const { rows, total } = await users.findUserPage(db, query);
      return pageOf(rows.map(toUser), total, query);
    },

    async get(id: number): Promise<User> {
      return toUser(await findOrNotFound(db, 'users', id, USER_MESSAGES.notFound));
    },

    async create(input: CreateUserData, actor: Actor): Promise<UserWithLink> {
      assertMayGrant(actor, input.role);
      if (await users.findUserByEmail(db, input.email)) throw emailTaken();
      const id = await onUniqueViolation(
        async () =>
          users.insertUser(db, {
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            role: input.role,
            status: 'ACTIVE',
            passwordHash: input.password ? await hashPassword(input.password) : null,
            lastLoginAt: null,
            ...stamps.created(actor),
          }),
        emailTaken,
      );
      const row = (await findLiveById(db, 'users', id))!;
      const link = input.invite ? await auth.sendPasswordLink(row, 'invite') : null;
      return withLink(toUser(row), link);
    },

    async update(input: UpdateUserData, actor: Actor): Promise<User> {
      const current = await findLiveOrNotFound(db, 'users', input.id, USER_MESSAGES.notFound);
      assertMayActOn(actor, current);
      if (input.role !== current.role) assertMayGrant(actor, input.role);
      const deactivating = input.status === 'INACTIVE' && current.status === 'ACTIVE';
      const demoting = input.role !== undefined && input.role !== current.role;
      if (current.id === actor.id && deactivating)
        throw badRequest('SELF_ACTION', USER_MESSAGES.cannotDeactivateSelf);
      if (current.id === actor.id && demoting)
        throw badRequest('SELF_ACTION', USER_MESSAGES.cannotChangeOwnRole);
      const owner = await findClientByUserId(db, current.id);
      if (owner && demoting) throw conflict('CLIENT_ACCOUNT', USER_MESSAGES.clientAccountRole);
      if (input.email && input.email !== current.email) {
        const other = await users.findUserByEmail(db, input.email);
        if (other && other.id !== current.id) throw emailTaken();
      }
      const { id, ...changes } = input;
      const guard = isActiveDirector(current) && (deactivating || demoting);
      const message = deactivating
        ? USER_MESSAGES.lastDirectorDeactivate
        : USER_MESSAGES.lastDirectorDemote;
      await onUniqueViolation(
        () =>
          keepingADirector(guard, message, async (trx) => {
            await users.updateUser(trx, id, { ...changes, ...stamps.updated(actor) });
            if (changes.email !== undefined && changes.email !== current.email) {
              await endPasswordTokens(trx, id, new Date().toISOString());
            }
            if (owner && !owner.deletedAt) {
              await syncClientFromAccount(
                trx,
                owner,
                { ...current, ...definedOnly(changes) },
                actor,
              );
            }
          }),
        emailTaken,
      );
      if (deactivating) await auth.revokeUserSessions(id);
      return toUser((await findLiveById(db, 'users', id))!);
    },

    async remove(id: number, actor: Actor): Promise<User> {
      const current = await findLiveOrNotFound(db, 'users', id, USER_MESSAGES.notFound);
      assertMayActOn(actor, current);
      if (current.id === actor.id) throw badRequest('SELF_ACTION', USER_MESSAGES.cannotDeleteSelf);
      if (await findClientByUserId(db, id))
        throw conflict('CLIENT_ACCOUNT', USER_MESSAGES.clientAccountDelete);
      await keepingADirector(isActiveDirector(current), USER_MESSAGES.lastDirectorDelete, (trx) =>
        users.updateUser(trx, id, stamps.deleted(actor)),
      );
      await auth.revokeUserSessions(id);
      return toUser((await findById(db, 'users', id))!);
    },

    async restore(id: number, actor: Actor): Promise<User> {
      const current = await findInTrash(db, 'users', id, USER_MESSAGES);
      assertMayActOn(actor, current);
      if (await users.findUserByEmail(db, current.email)) throw emailTaken();
      await onUniqueViolation(() => users.updateUser(db, id, stamps.restored(actor)), emailTaken);
      return toUser((await findLiveById(db, 'users', id))!);
    },

    /** Mails a set-password link: a reset, or an invitation if no password was ever set. */
    async sendPasswordLink(id: number, actor: Actor): Promise<UserWithLink> {
      const current = await findLiveOrNotFound(db, 'users', id, USER_MESSAGES.notFound);
      assertMayActOn(actor, current);
      if (current.status !== 'ACTIVE') throw conflict('INACTIVE', USER_MESSAGES.inactiveNoLink);
      const link = await auth.sendPasswordLink(current, current.passwordHash ? 'reset' : 'invite');
      return withLink(toUser(current), link);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
