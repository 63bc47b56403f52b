import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@casino/contracts';

/*
 * What the two-factor tables hold instead of secrets: the TOTP secret encrypted with the
 * server's TWO_FACTOR_KEY (it must be read back to check codes), and only the SHA-256 of each
 * recovery code (it is only ever compared).
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM with `keyHex` (TWO_FACTOR_KEY: 32 bytes as 64 hex digits). */
export function createSecretBox(keyHex: string) {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes (64 hex characters)');
  return {
    /** `v1:` then base64url of IV, authentication tag and ciphertext. */
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },

    /** The plain text; throws when the text was changed or sealed with another key. */
    open(sealed: string): string {
      const [version, body = ''] = sealed.split(':');
      if (version !== VERSION) throw new Error(`unknown sealed secret version ${version}`);
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** Crockford's base32 in lower case: no i, l, o or u to misread when typing a code back. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_HALF = 5;

/** One recovery code, `xxxxx-xxxxx`: 50 random bits (32 letters divide 256, so no bias). */
function createRecoveryCode(): string {
  const letters = [...randomBytes(RECOVERY_HALF * 2)].map(
    (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
  );
  return `${letters.slice(0, RECOVERY_HALF).join('')}-${letters.slice(RECOVERY_HALF).join('')}`;
}

/** The ten codes of a new set. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
}

/**
 * A typed code as stored: case, spaces and the dash do not matter. Null when it cannot be a
 * recovery code at all.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const letters = typed.toLowerCase().replace(/[\s-]/g, '');
  if (!new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_HALF * 2}}$`).test(letters)) return null;
  return `${letters.slice(0, RECOVERY_HALF)}-${letters.slice(RECOVERY_HALF)}`;
}

/** What the database keeps of a recovery code. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
