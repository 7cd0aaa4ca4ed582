import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// argon2id with the OWASP-recommended minimums (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random string, verified against when the e-mail is unknown so that the response
// time does not tell whether an account exists.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('rentfront-timing-equaliser', OPTIONS);
  await verifyPassword(await dummyHash, password);
}

// A few passwords of this product's own domain, added to zxcvbn-ts's list below.
// prettier-ignore
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'password01',
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '123321123', '987654321',
  '87654321', '11111111', '111111111', '1111111111', '00000000', '000000000', '88888888',
  '12341234', '11223344', '12344321', '147258369', '159753456', '123456abc', '123qweasd',
  'qwertyuiop', 'qwerty123', 'qwerty1234', 'qwertyui', 'qwerty12', 'qwe123qwe', '1q2w3e4r',
  '1q2w3e4r5t', '1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx', 'zaq1zaq1', 'q1w2e3r4', 'q1w2e3r4t5',
  'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123', 'abcd1234', 'abc12345', 'abc123456',
  'aa123456', 'a1234567', 'a12345678', 'iloveyou', 'iloveyou1', 'sunshine', 'sunshine1',
  'princess', 'princess1', 'football', 'football1', 'baseball', 'basketball', 'superman',
  'batman123', 'starwars', 'trustno1', 'whatever', 'changeme', 'changeme1', 'letmein1',
  'letmein123', 'welcome1', 'welcome123', 'welcome!', 'admin123', 'admin1234', 'administrator',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word', 'master123', 'michael1', 'jennifer',
  'jordan23', 'computer', 'internet', 'chocolate', 'butterfly', 'elephant', 'sweetheart',
  'mustang1', 'dragon123', 'shadow123', 'monkey123', 'liverpool', 'chelsea1', 'arsenal1',
  'blink182', 'qazwsxedc', 'secret123', 'login123', 'default1', 'rentfront', 'rentfront1',
  'rentfront123', 'property', 'property1', 'apartment', 'landlord', 'tenant123',
]);

// zxcvbn-ts's ranked list of the ~49,000 most used passwords from public breach corpora (MIT, a
// maintained package rather than a list of ours). Only entries of 8+ characters can pass the
// length rule, so only those (~18,000) are kept in memory. Lower-case, compared case-insensitively.
for (const common of dictionary['passwords-common']) if (common.length >= 8) COMMON_PASSWORDS.add(common.toLowerCase());

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
