import { describe, expect, it } from 'vitest';
import { describeBrowser } from '../devices';
import { newRecoveryCode, normaliseRecoveryCode } from './recovery-codes';
import { matchTotpStep, newTotpSecret, totpCodeAt, TOTP_PERIOD_SECONDS } from './totp';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describe('TOTP', () => {
  // RFC 6238 appendix B: SHA-1 secret "12345678901234567890", T = 59 s gives 94287082 (8 digits) → 287082.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('matches the RFC 6238 test vector', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(matchTotpStep(RFC_SECRET, '287082', 59_000)).toBe(1);
  });

  it('accepts one step either side and names the step the code belongs to', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / STEP_MS);
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - STEP_MS), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now + STEP_MS), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 3 * STEP_MS), now)).toBeNull();
  });

  it('makes 160-bit base32 secrets', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });
});

describe('recovery codes', () => {
  it('are two groups of five unambiguous characters, and typing them back is forgiving', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replace('-', ' - ')} `)).toBe(code.replace('-', ''));
  });
});

describe('describeBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on macOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
  ])('%s', (ua, expected) => {
    expect(describeBrowser(ua)).toBe(expected);
  });

  it('gives null for nothing readable', () => {
    expect(describeBrowser(undefined)).toBeNull();
    expect(describeBrowser('')).toBeNull();
    expect(describeBrowser('lightMyRequest')).toBeNull();
  });
});
