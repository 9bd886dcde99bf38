import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP-recommended minimum cost. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let timingDecoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the account does not exist, so response time
 * does not reveal which accounts are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  timingDecoyHash ??= hashPassword('timing-decoy-password');
  await verifyPassword(await timingDecoyHash, password);
  return false;
}
