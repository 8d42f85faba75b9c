import { sql, type Generated, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { UserListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findPage, liveOrTrashMatching, nullsLast, findById } from '../../resource';
import { searchText, textKey } from '../../lib/text-key';

export interface UsersTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  email: string;
  passwordHash: string | null;
  role: string;
  status: string;
  phone: string | null;
  lastLoginAt: string | null;
  /** Kept by insertUser/updateUser: the normalised name (sorting) and the search column. */
  nameKey: string | null;
  searchText: string | null;
}

declare module '../../db/schema' {
  interface Database {
    users: UsersTable;
  }
}

export type UserRow = Selectable<UsersTable>;
type NewUser = Omit<Insertable<UsersTable>, 'nameKey' | 'searchText'>;
type UserChanges = Omit<Updateable<UsersTable>, 'nameKey' | 'searchText'>;

const keys = (u: { name: string; email: string; phone?: string | null }) => ({
  nameKey: textKey(u.name),
  searchText: searchText({ texts: [u.name, u.email], phones: [u.phone] }),
});

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

export const countUsers = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertUser = async (db: Db, user: NewUser) =>
  (
    await db
      .insertInto('users')
      .values({ ...user, ...keys(user) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Updates a user; when name, email or phone change, the search keys follow. */
export async function updateUser(db: Db, id: number, changes: UserChanges) {
  let derived = {};
  if (changes.name !== undefined || changes.email !== undefined || changes.phone !== undefined) {
    const current = await findById(db, 'users', id);
    if (current) derived = keys({ ...current, ...changes } as UserRow);
  }
  await db
    .updateTable('users')
    .set({ ...changes, ...derived })
    .where('id', '=', id)
    .execute();
}

const SORT_COLUMNS = {
  name: 'nameKey',
  email: 'email',
  role: 'role',
  status: 'status',
  createdAt: 'createdAt',
  lastLoginAt: 'lastLoginAt',
} as const;

/** One page of users matching the filters, and how many match in all. */
export function findUserPage(db: Db, query: UserListQuery) {
  let base = liveOrTrashMatching(db.selectFrom('users'), 'users', query);
  if (query.role) base = base.where('role', '=', query.role);
  if (query.status) base = base.where('status', '=', query.status);
  const column = SORT_COLUMNS[query.sort.field];
  const sorted = base
    .selectAll()
    .orderBy(nullsLast(column))
    .orderBy(column, query.sort.direction)
    .orderBy('id', query.sort.direction);
  return findPage(base, sorted, query);
}

/** Active, non-deleted directors, locked on PostgreSQL so two demotions cannot race. */
export const lockActiveDirectors = (db: Db, forUpdate: boolean) => {
  const query = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'DIRECTOR')
    .where('status', '=', 'ACTIVE')
    .where('deletedAt', 'is', null);
  return (forUpdate ? query.forUpdate() : query).execute();
};

/** The live, active accounts whose role (trimmed, upper case) is one of `roles`. */
export const findActiveUsersWithRoles = (db: Db, roles: string[]) =>
  db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`upper(trim(role))`, 'in', roles)
    .where('status', '=', 'ACTIVE')
    .where('deletedAt', 'is', null)
    .execute();

/** The live, active accounts of these roles with their names, by name (production's people). */
export const findActiveUserNamesWithRoles = (db: Db, roles: string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where(sql<string>`upper(trim(role))`, 'in', roles)
    .where('status', '=', 'ACTIVE')
    .where('deletedAt', 'is', null)
    .orderBy('nameKey')
    .orderBy('id')
    .execute();
