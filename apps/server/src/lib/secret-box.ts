import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (the WhatsApp token and app secret) are AES-256-GCM ciphertexts
 * under a key derived from the server's JWT secret (HKDF, its own label): a copy of the database
 * alone does not reveal them. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. A changed
 * JWT secret makes them unreadable: they are then entered again (decision 016).
 */
export function createSecretBox(masterSecret: string, label: string) {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'taller', label, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when it cannot be opened (another key, damaged). */
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
