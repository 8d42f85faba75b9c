import {
  CLIENT_MESSAGES,
  USER_MESSAGES,
  type Client,
  type ClientWithLink,
  type ClientExportQuery,
  type ClientListQuery,
  type CreateClientData,
  type Page,
  type UpdateClientData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { onUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { definedOnly } from '../../lib/partial';
import { documentKey } from '../../lib/text-key';
import { withLink, type AuthService } from '../auth/auth.service';
import { findInstitution } from '../institutions/institution.repository';
import { assertEmailFree, insertClientAccount, syncClientAccount } from './client-account';
import * as repo from './client.repository';
import { type ClientFields, columns, toClient } from './client-columns';
import {
  assertFree,
  findLiveById,
  findLiveWith,
  insertRow,
  lockLive,
  updateById,
} from '../../resource';

type Deps = { db: Db; dialect: Dialect; auth: AuthService };
/** A write's result: the client (with its link when it could not be mailed) and whether it was invited. */
export type ClientWrite = { client: ClientWithLink; invited: boolean };

export function createClientService({ db, dialect, auth }: Deps) {
  async function findLive(id: number) {
    const row = await repo.findClient(db, id);
    if (!row) throw notFound(CLIENT_MESSAGES.notFound);
    return row;
  }

  const documentTaken = () => conflict('DOCUMENT_TAKEN', CLIENT_MESSAGES.documentTaken);
  const assertDocumentFree = (documentNumber: string, exceptId?: number) =>
    assertFree(
      db,
      'clients',
      ['documentKey', documentKey(documentNumber)],
      documentTaken,
      exceptId,
    );

  /** Inside a transaction: the institution exists, is live, and stays so until commit. */
  async function assertInstitutionLive(trx: Db, institutionId: number | null | undefined) {
    if (!institutionId) return;
    if (!(await lockLive(trx, 'institutions', institutionId, dialect))) {
      throw badRequest('UNAVAILABLE', CLIENT_MESSAGES.institutionNotFound);
    }
  }

  /** A unique index caught a race the checks missed: say which. */
  async function explainUnique(documentNumber: string, id?: number) {
    const other = await findLiveWith(db, 'clients', 'documentKey', documentKey(documentNumber));
    return other && other.id !== id
      ? documentTaken()
      : conflict('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
  }

  /** Invites the account; the link when it could not be mailed (see sendPasswordLink). */
  async function invite(userId: number) {
    const account = await findLiveById(db, 'users', userId);
    return account ? auth.sendPasswordLink(account, 'invite') : null;
  }

  const reload = async (id: number) => toClient((await repo.findClient(db, id, true))!);

  return {
    async list(query: ClientListQuery): Promise<Page<Client>> {
      const { rows, total } = await repo.findClientPage(db, dialect, query);
      return pageOf(rows.map(toClient), total, query);
    },

    async get(id: number): Promise<Client> {
      const row = await repo.findClient(db, id, true);
      if (!row) throw notFound(CLIENT_MESSAGES.notFound);
      return toClient(row);
    },

    async create(input: CreateClientData, actor: Actor): Promise<ClientWrite> {
      const { createAccess, ...fields } = input;
      await assertDocumentFree(fields.documentNumber);
      if (createAccess && fields.email) await assertEmailFree(db, fields.email);
      let userId: number | null = null;
      const id = await onUniqueViolation(
        () =>
          db.transaction().execute(async (trx) => {
            await assertInstitutionLive(trx, fields.institutionId);
            if (createAccess && fields.email) {
              const account = { ...fields, email: fields.email, phone: fields.phone ?? null };
              userId = await insertClientAccount(trx, { ...account, status: 'ACTIVE' }, actor);
            }
            const row = await insertRow(trx, 'clients', {
              ...columns(fields),
              status: 'ACTIVE',
              userId,
              ...stamps.created(actor),
            });
            return row.id;
          }),
        () => explainUnique(fields.documentNumber),
      );
      const link = userId ? await invite(userId) : null;
      return { client: withLink(await reload(id), link), invited: userId !== null };
    },

    async update(input: UpdateClientData, actor: Actor): Promise<ClientWrite> {
      const current = await findLive(input.id);
      const { id, createAccess, status, ...changes } = input;
      const merged = { ...current, ...definedOnly(changes), status: status ?? current.status };
      const accountId = current.accountId ?? null;
      if (documentKey(merged.documentNumber) !== current.documentKey) {
        await assertDocumentFree(merged.documentNumber, id);
      }
      const addAccount = Boolean(createAccess) && accountId === null;
      if (addAccount && !merged.email)
        throw badRequest('INVALID_INPUT', CLIENT_MESSAGES.emailRequiredForAccess);
      if (accountId && !merged.email)
        throw badRequest('INVALID_INPUT', CLIENT_MESSAGES.emailRequiredWithAccess);
      if (merged.email && (addAccount || (accountId && merged.email !== current.accountEmail))) {
        await assertEmailFree(db, merged.email, accountId);
      }
      let userId = accountId;
      await onUniqueViolation(
        () =>
          db.transaction().execute(async (trx) => {
            if (merged.institutionId !== current.institutionId) {
              await assertInstitutionLive(trx, merged.institutionId);
            }
            if (addAccount) {
              userId = await insertClientAccount(trx, { ...merged, email: merged.email! }, actor);
            } else if (accountId) {
              await syncClientAccount(trx, accountId, merged, actor);
            }
            await updateById(trx, 'clients', id, {
              ...columns(merged as ClientFields),
              status: merged.status,
              userId,
              ...stamps.updated(actor),
            });
          }),
        () => explainUnique(merged.documentNumber, id),
      );
      if (accountId && merged.status === 'INACTIVE' && current.status === 'ACTIVE') {
        await auth.revokeUserSessions(accountId);
      }
      // An inactive client's new account waits: 'Restablecer contraseña' invites once reactivated.
      const invited = addAccount && merged.status === 'ACTIVE';
      const link = invited && userId ? await invite(userId) : null;
      return { client: withLink(await reload(id), link), invited };
    },

    /** Soft delete; the account is deactivated and its sessions end. */
    async remove(id: number, actor: Actor): Promise<Client> {
      const current = await findLive(id);
      await db.transaction().execute(async (trx) => {
        await updateById(trx, 'clients', id, stamps.deleted(actor));
        if (current.accountId) {
          await syncClientAccount(
            trx,
            current.accountId,
            { ...current, status: 'INACTIVE' },
            actor,
          );
        }
      });
      if (current.accountId) await auth.revokeUserSessions(current.accountId);
      return reload(id);
    },

    /** Back from the trash, with its account as active as the client is. */
    async restore(id: number, actor: Actor): Promise<Client> {
      const current = await repo.findClient(db, id, true);
      if (!current) throw notFound(CLIENT_MESSAGES.notFound);
      if (!current.deletedAt) throw conflict('NOT_IN_TRASH', CLIENT_MESSAGES.notInTrash);
      await assertDocumentFree(current.documentNumber);
      if (current.institutionId && !(await findInstitution(db, current.institutionId))) {
        throw conflict('PARENT_IN_TRASH', CLIENT_MESSAGES.institutionDeleted);
      }
      await onUniqueViolation(
        () =>
          db.transaction().execute(async (trx) => {
            await assertInstitutionLive(trx, current.institutionId);
            await updateById(trx, 'clients', id, stamps.restored(actor));
            if (current.accountId) await syncClientAccount(trx, current.accountId, current, actor);
          }),
        () => explainUnique(current.documentNumber, id),
      );
      return reload(id);
    },

    /** Mails the account a set-password link (an invitation until a password is set). */
    async sendPasswordLink(id: number): Promise<ClientWithLink> {
      const current = await findLive(id);
      if (!current.accountId) throw conflict('NO_ACCESS', CLIENT_MESSAGES.noAccess);
      const account = await findLiveById(db, 'users', current.accountId);
      if (!account) throw conflict('NO_ACCESS', CLIENT_MESSAGES.noAccess);
      if (current.status !== 'ACTIVE' || account.status !== 'ACTIVE') {
        throw conflict('INACTIVE', CLIENT_MESSAGES.inactiveNoLink);
      }
      const link = await auth.sendPasswordLink(account, account.passwordHash ? 'reset' : 'invite');
      return withLink(toClient(current), link);
    },

    export: (query: ClientExportQuery) => repo.findClientsForExport(db, dialect, query),
  };
}

export type ClientService = ReturnType<typeof createClientService>;
