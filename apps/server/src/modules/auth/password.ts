import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): prebuilt binary, no
 * install scripts (docs/decisions/011).
 */
// 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Same work whether or not the account has a password: timing does not reveal accounts.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
