import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { countUsers, insertUser } from './user.repository';
import { hashPassword } from './passwords';

const FIRST_DIRECTOR_LOCK = 7_270_004;

/**
 * On an empty database the first director comes from ADMIN_EMAIL / ADMIN_PASSWORD; without a
 * password one is generated and printed once to the log (it is never stored in clear anywhere).
 */
export async function ensureFirstDirector(app: FastifyInstance) {
  if ((await countUsers(app.db)) > 0) return;
  const email = (app.config.adminEmail ?? 'admin@taller.local').toLowerCase();
  const generated = app.config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = app.config.adminPassword ?? generated!;
  const at = new Date().toISOString();
  const passwordHash = await hashPassword(password);
  const created = await app.db.transaction().execute(async (trx) => {
    // Several servers starting at once on an empty PostgreSQL: one of them creates it.
    if (app.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${FIRST_DIRECTOR_LOCK})`.execute(trx);
    }
    if ((await countUsers(trx)) > 0) return false;
    await insertUser(trx, {
      name: 'Director',
      email,
      passwordHash,
      role: 'DIRECTOR',
      status: 'ACTIVE',
      phone: null,
      lastLoginAt: null,
      createdBy: 'system',
      updatedBy: 'system',
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
      deletedBy: null,
    });
    return true;
  });
  if (!created) return;
  if (generated) {
    app.log.warn(
      `First director account created: sign in at ${app.config.publicUrl} as ${email} with password ${generated} (shown only this once; change it after signing in).`,
    );
  } else {
    app.log.info({ email }, 'first director account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  }
}
