import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Authenticated encryption (AES-256-GCM) of small texts kept at rest, e.g. a mail body with a
 * live link while it waits to be sent. The key is derived from the app's secret for one purpose,
 * so the same secret never serves two uses directly.
 */
export function createSealedBox(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `tvcm-market ${purpose}`, 32));
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },

    /** Throws if the text was not sealed with this secret and purpose, or was altered. */
    open(sealed: string): string {
      const [version, encoded] = sealed.split(':');
      if (version !== VERSION || !encoded) throw new Error('not a sealed text of this version');
      const bytes = Buffer.from(encoded, 'base64');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type SealedBox = ReturnType<typeof createSealedBox>;
