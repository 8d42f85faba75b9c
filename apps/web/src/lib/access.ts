import { isStaff } from '@taller/shared/auth/roles';

/**
 * The access guard's decisions (SPEC.md §4), pure so they can be tested without a router.
 * Imported by the entry bundle: keep it free of zod (import shared modules by path).
 */
export type Area = 'public' | 'client' | 'director';

export const LOGIN_PATH = '/';
export const RESET_PASSWORD_PATH = '/reset-password';
export const DIRECTOR_HOME = '/director/dashboard';
export const CLIENT_HOME = '/client/dashboard';

export type AccessDecision =
  { allow: true } | { allow: false; redirectTo: string; rememberOrigin: boolean };

export type SessionState = { token: string | null; role: unknown };

const ALLOW: AccessDecision = { allow: true };
const to = (redirectTo: string, rememberOrigin = false): AccessDecision => ({
  allow: false,
  redirectTo,
  rememberOrigin,
});

/** Where a signed-in user belongs: the director dashboard for staff, the client one otherwise. */
export const homeFor = (role: unknown) => (isStaff(role) ? DIRECTOR_HOME : CLIENT_HOME);

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The guarded area a path belongs to, or null for paths no guard covers (the 404 page). */
export function areaOf(pathname: string): Area | null {
  if (pathname === LOGIN_PATH || within(pathname, RESET_PASSWORD_PATH)) return 'public';
  if (within(pathname, '/director')) return 'director';
  if (within(pathname, '/client')) return 'client';
  return null;
}

/**
 * No token on a protected route → the login page, remembering the origin. A token on a public
 * route → the user's home. A director route with a non-staff role → the client dashboard.
 */
export function decideAccess(area: Area, { token, role }: SessionState): AccessDecision {
  const isSignedIn = Boolean(token);
  if (area === 'public') return isSignedIn ? to(homeFor(role)) : ALLOW;
  if (!isSignedIn) return to(LOGIN_PATH, true);
  if (area === 'director' && !isStaff(role)) return to(CLIENT_HOME);
  return ALLOW;
}

/** A remembered origin, kept only when it is a path inside this app (never another site). */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  if (from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}

/** After signing in: back to where the user was sent away from, if they may go there. */
export function pathAfterLogin(from: unknown, role: unknown): string {
  const origin = safeReturnPath(from);
  if (!origin) return homeFor(role);
  const area = areaOf(new URL(origin, 'http://taller.local').pathname);
  if (area === 'public') return homeFor(role);
  if (area && !decideAccess(area, { token: 'signed-in', role }).allow) return homeFor(role);
  return origin;
}
