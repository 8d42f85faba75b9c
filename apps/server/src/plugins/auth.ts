import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, CLIENT_ROLE, MESSAGES, normaliseRole, isStaff } from '@taller/shared';
import { AppError } from '../lib/app-error';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background';
import { createMailer, type Mailer } from '../lib/mailer';
import {
  createAuthService,
  type AuthService,
  type AuthenticatedUser,
} from '../modules/auth/auth.service';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** Work still going on after its answer (mail); see lib/background.ts. */
    background: BackgroundTasks;
    /** Mail through SMTP_URL (logged instead without it). */
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route whose access is not public. */
    user: AuthenticatedUser;
  }
}

const MANAGER_ROLES = new Set(['DIRECTOR', 'ADMINISTRADOR', 'ADMIN']);

/** The API reference page's cookie (POST /api/docs/session sets it; only its routes read it). */
export const DOCS_COOKIE = 'taller_docs';

/** Whether a role may call a route of the given access level (the one place this is decided). */
export function roleAllows(access: Access, role: string): boolean {
  const r = normaliseRole(role);
  switch (access) {
    case 'public':
    case 'authenticated':
      return true;
    case 'staff':
      return isStaff(r);
    case 'manager':
      return MANAGER_ROLES.has(r);
    case 'client':
      return r === CLIENT_ROLE;
    case 'director':
      return r === 'DIRECTOR';
  }
}

function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Enforces every route's declared access: 401 without a live session, 403 for the wrong role. */
export function registerAuth(app: FastifyInstance) {
  const mailer = createMailer(app.config.smtpUrl, app.config.mailFrom, app.log);
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.decorate('mailer', mailer);
  // Runs before the database closes (onClose hooks run last-registered first).
  app.addHook('onClose', () => background.idle());
  app.decorate(
    'auth',
    createAuthService({
      db: app.db,
      dialect: app.dialect,
      config: app.config,
      mailer,
      log: app.log,
      background,
      changes: app.changes,
    }),
  );
  app.decorateRequest('user', null as unknown as AuthenticatedUser);

  // Only on routes that need a session: public ones (health, sign-in) skip the hook entirely.
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access || access === 'public') return;
    route.onRequest = [authenticate, ...[route.onRequest ?? []].flat()];
  });
  async function authenticate(request: FastifyRequest) {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    let user = token ? await app.auth.authenticate(token) : null;
    // The reference page takes its cookie instead: checked as strictly as a bearer token.
    const docsCookie = request.routeOptions.config?.docsCookie && request.cookies[DOCS_COOKIE];
    if (!user && docsCookie) user = await app.auth.authenticateDocs(docsCookie);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', AUTH_MESSAGES.sessionInvalid);
    if (!roleAllows(access, user.role)) throw new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
    request.user = user;
  }
}
