import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type SessionUser } from '@taller/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Mailer } from '../../lib/mailer';
import { findLiveById } from '../../resource';
import { findUserByEmail, updateUser, type UserRow } from './user.repository';
import { hashPassword, verifyPassword } from './passwords';
import * as sessions from './session.repository';
import { createSessionCache } from './session-cache';
import { createSignInLimits } from './sign-in-limits';
import {
  PASSWORD_TOKEN_MS,
  REFRESH_RACE_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  createTokenService,
  randomSecret,
  type AccessClaims,
  safeEqual,
  sha256,
} from './tokens';

export type AuthenticatedUser = SessionUser & { sessionId: string };
/** Sessions that ended: one (sign-out, a reused refresh cookie) or every one of a user. */
export type EndedSessions = { sessionId: string } | { userId: number };
export type ClientMeta = { ip: string; userAgent: string | undefined };
type Issued = { accessToken: string; user: SessionUser; refreshCookie: string | null };

const unauthorized = () => new AppError(401, 'UNAUTHORIZED', AUTH_MESSAGES.sessionInvalid);
const toSessionUser = (u: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
});

export { SIGN_IN_LIMITS } from './sign-in-limits';

export function createAuthService(deps: {
  db: Db;
  dialect: Dialect;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  changes: ChangeFeed;
}) {
  const { db, config, mailer, log, background } = deps;
  const findSessionUser = createSessionCache(db, deps.changes);
  const tokens = createTokenService(config.jwtSecret);
  const signInLimits = createSignInLimits(db, deps.dialect);
  const now = () => new Date().toISOString();
  /** Told of every session that ends, once it is revoked (live streams close: issue 32). */
  const endedListeners: ((ended: EndedSessions) => void)[] = [];
  const ended = (which: EndedSessions) => {
    for (const listener of endedListeners) listener(which);
  };
  const revokeSession = async (sessionId: string) => {
    await sessions.revokeSession(db, sessionId, now());
    ended({ sessionId });
  };

  async function openSession(user: UserRow, meta: ClientMeta): Promise<Issued> {
    const id = randomUUID();
    const secret = randomSecret();
    const at = now();
    await sessions.insertSession(db, {
      id,
      userId: user.id,
      refreshHash: sha256(secret),
      previousRefreshHash: null,
      createdAt: at,
      lastUsedAt: at,
      revokedAt: null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    await updateUser(db, user.id, { lastLoginAt: at });
    return {
      accessToken: tokens.signAccess(user.id, id),
      user: toSessionUser(user),
      refreshCookie: `${id}.${secret}`,
    };
  }

  /** The user of a verified token's session, or null: the session live, the user active. */
  async function liveUser(claims: AccessClaims | null): Promise<AuthenticatedUser | null> {
    if (!claims) return null;
    const row = await findSessionUser(claims.sid);
    if (
      !row ||
      String(row.id) !== claims.sub ||
      row.revokedAt ||
      row.deletedAt ||
      row.status !== 'ACTIVE' ||
      Date.now() - Date.parse(row.sessionCreatedAt) > SESSION_MAX_MS
    ) {
      return null;
    }
    return { ...toSessionUser(row), sessionId: row.sessionId };
  }

  return {
    async login(email: string, password: string, meta: ClientMeta): Promise<Issued> {
      // Counted before the password is checked, so a burst gets no more checks than the limits.
      const attempt = await signInLimits.reserve(email, meta.ip);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        log.info({ event: 'login', outcome: 'failure', email, ip: meta.ip }, 'sign-in failed');
        throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      // The right password: this attempt was no failure, and this address starts afresh.
      await attempt.succeeded();
      if (user.status !== 'ACTIVE') {
        log.info({ event: 'login', outcome: 'inactive', email, ip: meta.ip }, 'sign-in refused');
        throw new AppError(403, 'INACTIVE_USER', AUTH_MESSAGES.inactiveUser);
      }
      log.info({ event: 'login', outcome: 'success', email, ip: meta.ip }, 'signed in');
      return openSession(user, meta);
    },

    /** Renews the access token with the refresh cookie, rotating it; a reused one ends the session. */
    async refresh(cookie: string | undefined): Promise<Issued> {
      const [id, secret] = (cookie ?? '').split('.');
      if (!id || !secret) throw unauthorized();
      const session = await sessions.findSession(db, id);
      if (!session || session.revokedAt) throw unauthorized();
      const presented = sha256(secret);
      const at = Date.now();
      const isPrevious =
        session.previousRefreshHash !== null && safeEqual(presented, session.previousRefreshHash);
      if (isPrevious && at - Date.parse(session.lastUsedAt) < REFRESH_RACE_MS) {
        // Two tabs renewed at once with the same cookie: the browser already holds the cookie the
        // winner received, so the loser gets an access token and the cookie is left as it is.
        const user = await findLiveById(db, 'users', session.userId);
        if (!user || user.status !== 'ACTIVE') throw unauthorized();
        return {
          accessToken: tokens.signAccess(user.id, id),
          user: toSessionUser(user),
          refreshCookie: null,
        };
      }
      if (isPrevious) {
        await revokeSession(id);
        log.warn(
          { event: 'refresh-reuse', sessionId: id },
          'refresh token reused: session revoked',
        );
        throw unauthorized();
      }
      if (!safeEqual(presented, session.refreshHash)) throw unauthorized();
      const user = await findLiveById(db, 'users', session.userId);
      const expired =
        at - Date.parse(session.lastUsedAt) > SESSION_IDLE_MS ||
        at - Date.parse(session.createdAt) > SESSION_MAX_MS;
      if (expired || !user || user.status !== 'ACTIVE') {
        await revokeSession(id);
        throw unauthorized();
      }
      const next = randomSecret();
      if (!(await sessions.rotateRefresh(db, id, presented, sha256(next), now()))) {
        throw unauthorized();
      }
      return {
        accessToken: tokens.signAccess(user.id, id),
        user: toSessionUser(user),
        refreshCookie: `${id}.${next}`,
      };
    },

    /** The user behind a bearer token, or null: the session must be live and the user active. */
    authenticate: (token: string) => liveUser(tokens.verifyAccess(token)),

    /** The reference page's cookie for a signed-in user's session (15 minutes). */
    docsCookie: (user: AuthenticatedUser) => tokens.signDocs(user.id, user.sessionId),

    /** The user behind a reference page cookie, or null: as a bearer token, on its own audience. */
    authenticateDocs: (cookie: string) => liveUser(tokens.verifyDocs(cookie)),

    logout: (sessionId: string) => revokeSession(sessionId),

    onSessionsEnded(listener: (ended: EndedSessions) => void) {
      endedListeners.push(listener);
    },

    /**
     * Sends a one-time set-password link (reset or invitation). Never throws to the caller.
     * Answers the link itself only when no mail server is configured (nothing was sent), so the
     * staff member who asked can pass it on by another channel; otherwise null.
     */
    async sendPasswordLink(user: UserRow, purpose: 'reset' | 'invite'): Promise<string | null> {
      const token = randomSecret();
      const created = new Date();
      await sessions.insertPasswordToken(db, {
        tokenHash: sha256(token),
        userId: user.id,
        purpose,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + PASSWORD_TOKEN_MS).toISOString(),
        usedAt: null,
      });
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const mail =
        purpose === 'invite'
          ? {
              subject: 'Te han invitado a Taller',
              text: `Hola ${user.name}:\n\nSe ha creado una cuenta para ti en Taller. Elige tu contraseña en este enlace (válido durante 30 minutos):\n\n${link}\n\nSi no esperabas este correo, ignóralo.`,
            }
          : {
              subject: 'Restablecer tu contraseña de Taller',
              text: `Hola ${user.name}:\n\nPara elegir una nueva contraseña abre este enlace (válido durante 30 minutos, un solo uso):\n\n${link}\n\nSi no lo pediste, ignora este correo: tu contraseña no cambiará.`,
            };
      try {
        await mailer.send({ to: user.email, ...mail });
      } catch (error) {
        log.error({ err: error, userId: user.id }, 'could not send the password link');
      }
      return mailer.delivers ? null : link;
    },

    /**
     * The work of 'forgot password', started once the answer has gone (see auth.routes.ts): the
     * account is looked up and the link mailed in the background, so that the answer is the same,
     * in content and in time, whether or not the account exists.
     */
    forgotPassword(email: string) {
      background.run('password link', async () => {
        const user = await findUserByEmail(db, email);
        log.info({ event: 'forgot-password', email, known: Boolean(user) }, 'password reset asked');
        // The link is never answered here: the caller is not signed in.
        if (user && user.status === 'ACTIVE') await this.sendPasswordLink(user, 'reset');
      });
    },

    async resetPassword(token: string, password: string) {
      const tokenHash = sha256(token);
      const row = await sessions.findPasswordToken(db, tokenHash);
      const invalid = new AppError(400, 'INVALID_TOKEN', AUTH_MESSAGES.resetTokenInvalid);
      if (!row || row.usedAt || Date.parse(row.expiresAt) < Date.now()) throw invalid;
      const user = await findLiveById(db, 'users', row.userId);
      if (!user) throw invalid;
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        if (!(await sessions.consumePasswordToken(trx, tokenHash, now()))) throw invalid;
        await sessions.endPasswordTokens(trx, user.id, now());
        await updateUser(trx, user.id, { passwordHash, updatedAt: now(), updatedBy: user.name });
        await sessions.revokeUserSessions(trx, user.id, now());
      });
      ended({ userId: user.id });
      log.info({ event: 'reset-password', userId: user.id }, 'password changed through a link');
    },

    async revokeUserSessions(userId: number) {
      await sessions.revokeUserSessions(db, userId, now());
      ended({ userId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * A record with the set-password link that could not be mailed (null when it was mailed): the
 * answer carries it only then, and only to the staff member who acted on that account.
 */
export const withLink = <T extends object>(record: T, link: string | null) =>
  link ? { ...record, passwordLink: link } : record;
