import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  passwordHash: string | null;
  role: string;
  status: string;
  phone: string | null;
  lastLoginAt: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

declare module '../../db/schema' {
  interface Database {
    users: UsersTable;
  }
}

export type UserRow = Selectable<UsersTable>;

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

export const findUserById = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
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

export const insertUser = async (db: Db, user: Insertable<UsersTable>) =>
  (await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()).id;

export const updateUser = (db: Db, id: number, changes: Updateable<UsersTable>) =>
  db.updateTable('users').set(changes).where('id', '=', id).execute();
