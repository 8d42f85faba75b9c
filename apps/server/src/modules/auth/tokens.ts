import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const PASSWORD_TOKEN_MS = 30 * 60 * 1000;
/** A refresh cookie just replaced is still accepted this long (tabs renewing at once). */
export const REFRESH_RACE_MS = 10 * 1000;

export const ISSUER = 'taller';
export const AUDIENCE = 'taller-web';
/** The API reference page's cookie: its own audience, so it is never taken as a bearer token. */
export const DOCS_AUDIENCE = 'taller-docs';
export const DOCS_TOKEN_SECONDS = 15 * 60;

export type AccessClaims = { sub: string; sid: string };

/** HS256 pinned on both sides; exp, iss and aud always checked. */
export function createTokenService(secret: string) {
  const sign = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_SECONDS * 1000,
    iss: ISSUER,
    aud: AUDIENCE,
  });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['exp', 'iss', 'aud', 'sub', 'sid'],
    // Every authenticated request verifies its token: the last 1,000 tokens verified are kept
    // (keyed by fast-jwt's hash of the whole token) until their `exp`, so a token is decoded
    // and its HMAC checked once rather than on each request (decision 009). Refusals are not
    // kept.
    cache: 1000,
  });
  const signDocs = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: DOCS_TOKEN_SECONDS * 1000,
    iss: ISSUER,
    aud: DOCS_AUDIENCE,
  });
  const verifyDocs = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: DOCS_AUDIENCE,
    requiredClaims: ['exp', 'iss', 'aud', 'sub', 'sid'],
  });
  const checked = (check: (token: string) => unknown) => (token: string) => {
    try {
      return check(token) as AccessClaims;
    } catch {
      return null;
    }
  };
  return {
    signAccess: (userId: number, sessionId: string) =>
      sign({ sub: String(userId), sid: sessionId }) as string,
    verifyAccess: checked(verify),
    /** The reference page's cookie value: the session it was opened from, for 15 minutes. */
    signDocs: (userId: number, sessionId: string) =>
      signDocs({ sub: String(userId), sid: sessionId }) as string,
    verifyDocs: checked(verifyDocs),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export const randomSecret = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
