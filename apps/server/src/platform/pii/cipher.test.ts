import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPiiCipher, createPiiKeyring, deriveBlindIndexKey, loadPiiKey, maskTail } from './cipher';

const key = () => crypto.randomBytes(32).toString('hex');

describe('PII cipher (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV every time and the key id in front', () => {
    const cipher = createPiiCipher(key(), 'k7');
    const a = cipher.encrypt('123-45-6789');
    const b = cipher.encrypt('123-45-6789');
    expect(a).not.toBe(b);
    expect(a.startsWith('enc:k7:')).toBe(true);
    expect(a).not.toContain('6789');
    expect(cipher.decrypt(a)).toBe('123-45-6789');
    expect(cipher.decrypt(b)).toBe('123-45-6789');
    expect(cipher.isEncrypted(a)).toBe(true);
    expect(cipher.isEncrypted('123-45-6789')).toBe(false);
    // Empty and non-ASCII values survive too.
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
    expect(cipher.decrypt(cipher.encrypt('José Ñúñez 🏠'))).toBe('José Ñúñez 🏠');
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const cipher = createPiiCipher(key());
    const stored = cipher.encrypt('D1234567');
    const [prefix, id, iv, tag, ct] = stored.split(':');
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64');
      buf[0] ^= 0x01;
      return buf.toString('base64');
    };
    expect(() => cipher.decrypt([prefix, id, iv, tag, flip(ct)].join(':'))).toThrow();
    expect(() => cipher.decrypt([prefix, id, iv, flip(tag), ct].join(':'))).toThrow();
    expect(() => cipher.decrypt([prefix, id, flip(iv), tag, ct].join(':'))).toThrow();
    expect(() => cipher.decrypt([prefix, id, iv, tag].join(':'))).toThrow();
    expect(() => cipher.decrypt('plain text')).toThrow();
  });

  it('another key, or another key id, cannot open a value', () => {
    const stored = createPiiCipher(key(), 'k1').encrypt('secret');
    expect(() => createPiiCipher(key(), 'k1').decrypt(stored)).toThrow();
    expect(() => createPiiCipher(key(), 'k2').decrypt(stored)).toThrow(/key id k1, which is not configured/);
  });

  it('a keyring encrypts with the active key and opens values of its old keys', () => {
    const [k1, k2] = [key(), key()];
    const before = createPiiCipher(k1).encrypt('123-45-6789');
    const ring = createPiiKeyring({ active: { id: 'k2', hex: k2 }, old: [{ id: 'k1', hex: k1 }] });
    expect(ring.activeKeyId).toBe('k2');
    expect(ring.decrypt(before)).toBe('123-45-6789');
    const after = ring.encrypt('123-45-6789');
    expect(ring.keyIdOf(after)).toBe('k2');
    expect(ring.keyIdOf(before)).toBe('k1');
    expect(ring.keyIdOf('123-45-6789')).toBeUndefined();
    expect(ring.canDecrypt(before) && ring.canDecrypt(after)).toBe(true);
    // Once k1 is dropped its values no longer open; the error names the key id, not the value.
    const k2Only = createPiiCipher(k2, 'k2');
    expect(k2Only.decrypt(after)).toBe('123-45-6789');
    expect(k2Only.canDecrypt(before)).toBe(false);
    expect(() => k2Only.decrypt(before)).toThrow(/^Value was encrypted with PII key id k1, which is not configured/);
  });

  it('blind indexes: HMAC-SHA256 under a key derived with HKDF, never the encryption key itself', () => {
    const hex = key();
    const ring = createPiiCipher(hex);
    expect(ring.blindIndexKey().equals(deriveBlindIndexKey({ id: 'k1', hex }))).toBe(true);
    expect(ring.blindIndexKey().equals(Buffer.from(hex, 'hex'))).toBe(false);
    const expected = crypto.createHmac('sha256', ring.blindIndexKey()).update('555-12-3456').digest('hex');
    expect(ring.blindIndex('555-12-3456')).toBe(expected);
    expect(ring.blindIndex('555-12-3456')).toBe(ring.blindIndex('555-12-3456'));
    expect(createPiiCipher(key()).blindIndex('555-12-3456')).not.toBe(expected);
    // A stored index key (kept across rotations) wins over the derived one.
    const stored = crypto.randomBytes(32);
    expect(
      createPiiKeyring({ active: { id: 'k2', hex: key() }, blindIndexKey: stored })
        .blindIndexKey()
        .equals(stored),
    ).toBe(true);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => createPiiCipher('abcd')).toThrow(/32 bytes/);
  });

  it('loadPiiKey prefers PII_KEY, else creates a 0600 key file once and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-pii-'));
    try {
      const configured = key();
      expect(loadPiiKey(configured, dir)).toBe(configured);
      expect(fs.existsSync(path.join(dir, 'pii.key'))).toBe(false);
      const created = loadPiiKey(undefined, dir);
      expect(created).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(path.join(dir, 'pii.key')).mode & 0o777).toBe(0o600);
      expect(loadPiiKey(undefined, dir)).toBe(created);
      // Values written before a restart can be read after it.
      const before = createPiiCipher(created).encrypt('555-12-3456');
      expect(createPiiCipher(loadPiiKey(undefined, dir)).decrypt(before)).toBe('555-12-3456');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('masks all but the last four characters', () => {
    expect(maskTail('123-45-6789', 'ssn')).toBe('***-**-6789');
    expect(maskTail('D123 4567')).toBe('****4567');
    expect(maskTail(null)).toBeNull();
    expect(maskTail('')).toBeNull();
  });
});
