import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

// Better Auth's own scrypt (N 16384, r 16) takes ~220 ms of CPU per hash here, as it should against
// guessing; the API suite signs up and signs in hundreds of times. Under NODE_ENV=test only, passwords
// are hashed with the same scrypt at a cost 64 times lower (about 1 ms), in Better Auth's `salt:key` form.
// Every rule around passwords (lengths, checks, lockouts, resets) is Better Auth's and ours, unchanged.
const TEST_COST = { N: 1024, r: 4, p: 1 };

async function hash(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(password.normalize('NFKC'), salt, 64, TEST_COST);
  return `${salt}:${key.toString('hex')}`;
}

async function verify({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptAsync(password.normalize('NFKC'), salt, expected.length, TEST_COST);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The password hashing the API tests run with (auth.ts uses it when NODE_ENV is `test`). */
export const testPasswordHash = { hash, verify };
