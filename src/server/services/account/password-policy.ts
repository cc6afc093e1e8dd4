import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND } from '../../../common/constants';
import { ACCOUNT } from '../../../common/messages';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS asks for 64 at least); past this it is no password anyone types. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The common and leaked passwords of 8 characters or more (17,950), most common first, lower case: the
 * `passwords` list of @zxcvbn-ts/language-common 4.1.3 (MIT; drawn from leaked password sets), filtered to our
 * minimum length. Shipped with the project, so checking a password asks no outside service (docs/security.md).
 */
const listFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(readFileSync(listFile, 'utf8').split('\n').filter(Boolean));
  return commonPasswords.has(password.toLowerCase());
}

/** Words of this site that make a password easy to guess for whoever targets it. */
const siteWords = () =>
  BRAND.name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 4);

/**
 * Why a new password is refused, or null. No rules about kinds of characters: length and not being a known or
 * obvious password are what make one hard to guess. The password is taken exactly as typed (no trimming).
 */
export function newPasswordProblem(password: string, username: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return ACCOUNT.passwordTooShort(PASSWORD_MIN_LENGTH);
  if ([...password].length > PASSWORD_MAX_LENGTH) return ACCOUNT.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (isCommonPassword(password)) return ACCOUNT.passwordCommon;
  const lower = password.toLowerCase();
  if (username.length >= 3 && lower.includes(username.toLowerCase())) return ACCOUNT.passwordContainsUsername;
  const stripped = lower.replace(/[^a-z]/g, '');
  if (siteWords().some((word) => stripped === word || stripped === siteWords().join(''))) {
    return ACCOUNT.passwordCommon;
  }
  return null;
}
