import argon2 from 'argon2';

/** argon2id at OWASP's minimum profile: 19 MiB, two passes, one lane. */
const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

// Verified against when the account does not exist, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string) {
  if (!hash) {
    dummyHash ??= hashPassword('taller-dummy-password-for-timing');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
