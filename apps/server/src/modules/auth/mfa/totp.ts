import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps.
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
// One step either side: the phone's clock may be up to ~30 s off.
const WINDOW = 1;

function totpFor(secretBase32: string, label = 'account', issuer = 'Rentfront') {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, accountName: string, issuer: string): string {
  return totpFor(secretBase32, accountName, issuer).toString();
}

/** The QR code of the otpauth URL as an SVG data URL (rendered in an <img>, never as markup). */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, or null when it matches none within the window. The caller
 * accepts a step only once (user_totp.last_used_step) so a seen code cannot be replayed.
 */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and the e2e journey compute codes the same way). */
export function totpCodeAt(secretBase32: string, timestamp = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp });
}
