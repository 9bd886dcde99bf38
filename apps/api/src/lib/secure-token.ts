import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or link; only its hash is stored, so a database leak reveals no live token. */
export function createSecureToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
