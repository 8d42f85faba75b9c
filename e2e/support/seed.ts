import path from 'node:path';
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { SESSION_KEPT_MS } from '../../apps/server/src/modules/auth/session-cache';
import type { RunningServer } from './server';

export type SeededUser = {
  id: number;
  name: string;
  email: string;
  password: string;
  role: string;
};

const openDb = (server: RunningServer) => {
  const db = new Database(path.join(server.dataDir, 'taller.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
};

/**
 * Adds an account straight into the server's SQLite file (WAL mode lets the running server see
 * it at once), hashed with argon2id as the server does. For journeys that need a role the
 * product has no screen to create yet.
 */
export async function seedUser(
  server: RunningServer,
  user: { name: string; email: string; password: string; role: string },
): Promise<SeededUser> {
  const hash = await argon2.hash(user.password, {
    type: argon2.argon2id,
    memoryCost: 19 * 1024,
    timeCost: 2,
    parallelism: 1,
  });
  const now = new Date().toISOString();
  const db = openDb(server);
  try {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (name, email, password_hash, role, status, created_at, updated_at, created_by, updated_by)
         VALUES (?, ?, ?, ?, 'ACTIVE', ?, ?, 'e2e', 'e2e')`,
      )
      .run(user.name, user.email.toLowerCase(), hash, user.role, now, now);
    return { ...user, id: Number(lastInsertRowid) };
  } finally {
    db.close();
  }
}

/**
 * Ends every session of an account in the server's database, written by another program (as an
 * operator would by hand): the server, which keeps a session's check, trusts what it kept at
 * most SESSION_KEPT_MS, so this returns once that time has passed.
 */
export async function revokeSessions(server: RunningServer, email: string) {
  const db = openDb(server);
  try {
    db.prepare(
      `UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL
         AND user_id = (SELECT id FROM users WHERE email = ?)`,
    ).run(new Date().toISOString(), email.toLowerCase());
  } finally {
    db.close();
  }
  await new Promise((resolve) => setTimeout(resolve, SESSION_KEPT_MS));
}

/**
 * Makes a seeded CLIENTE account the sign-in of a client, found by its id or by its name, as
 * 'Crear acceso' does (without the mail).
 */
export function linkClientAccount(
  server: RunningServer,
  client: { id: number } | { name: string },
  userId: number,
) {
  const db = openDb(server);
  try {
    if ('id' in client) {
      db.prepare('UPDATE clients SET user_id = ? WHERE id = ?').run(userId, client.id);
    } else {
      db.prepare('UPDATE clients SET user_id = ? WHERE name = ?').run(userId, client.name);
    }
  } finally {
    db.close();
  }
}
