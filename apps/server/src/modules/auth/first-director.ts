import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { countUsers, insertUser } from './user.repository';
import { hashPassword } from './passwords';

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
  await insertUser(app.db, {
    name: 'Director',
    email,
    passwordHash: await hashPassword(password),
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
  if (generated) {
    app.log.warn(
      `First director account created: sign in at ${app.config.publicUrl} as ${email} with password ${generated} (shown only this once; change it after signing in).`,
    );
  } else {
    app.log.info({ email }, 'first director account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  }
}
