import bcrypt from 'bcryptjs';

/** bcrypt cost factor for stored passwords. */
export const BCRYPT_COST = 10;

/** A valid hash of no real password: compared against for unknown phones so timing is the same. */
const DUMMY_HASH = bcrypt.hashSync('星衡时空-no-such-user', BCRYPT_COST);

/**
 * Hashes a password with bcrypt (cost 10).
 * @returns the bcrypt hash string (60 characters)
 */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Checks a password against a stored hash; with `hash` null (unknown user) it still spends the same
 * time and answers false.
 * @returns true when the password matches
 */
export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== null && ok;
}
