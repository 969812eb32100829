import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N = 2^17, r = 8, p = 1 (OWASP ASVS L2). crypto.scrypt runs on libuv's thread pool,
 * so hashing never blocks the event loop. Tests use a cheaper N through `logN`; the stored hash
 * carries its own parameters, so hashes made with other parameters still verify.
 */
export const DEFAULT_SCRYPT_LOG_N = 17;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

/**
 * The same hasher, on which the `refused` passwords never verify (after the same work): outside
 * development and test, the demo passwords the README publishes open no account, even one an older
 * database still holds (issue 25).
 */
export function refusingPasswords(hasher: PasswordHasher, refused: readonly string[]): PasswordHasher {
  if (refused.length === 0) return hasher;
  const published = new Set(refused.map((p) => p.normalize('NFKC')));
  return {
    hash: (password) => hasher.hash(password),
    async verify(password, stored) {
      const ok = await hasher.verify(password, stored);
      return ok && !published.has(password.normalize('NFKC'));
    },
  };
}

export function createPasswordHasher(logN: number = DEFAULT_SCRYPT_LOG_N): PasswordHasher {
  const cost = (n: number) => ({ N: 2 ** n, r: 8, p: 1, maxmem: 256 * 2 ** n * 8 + 1024 * 1024 });
  // Verifying an unknown account still costs one hash, so timing does not tell whether it exists.
  const dummySalt = randomBytes(16);
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost(logN));
      return `scrypt$${logN}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const parts = stored?.split('$');
      if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
        await derive(password, dummySalt, cost(logN));
        return false;
      }
      const n = Number(parts[1]);
      if (!Number.isInteger(n) || n < 10 || n > 20) return false;
      const expected = Buffer.from(parts[5]!, 'base64');
      const key = await derive(password, Buffer.from(parts[4]!, 'base64'), cost(n));
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
