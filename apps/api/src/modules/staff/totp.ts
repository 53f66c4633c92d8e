import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const DIGITS = 6;
export const TOTP_ISSUER = 'Print Portal';
/** One step before and after the current one (clock drift of the phone, RFC 6238 §5.2). */
const WINDOW = 1;

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (RFC 4226 §4 recommends 160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a timestamp falls in. */
export function totpStepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / PERIOD_S);
}

/**
 * The time step the code belongs to when it matches within ±1 step of `at`, else null. Whether
 * that step was used already (replay) is the caller's check.
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: WINDOW,
  });
  return delta === null ? null : totpStepOf(at) + delta;
}

/** The code of a secret at a time (tests, the staff fixtures). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    timestamp: at.getTime(),
  });
}

export async function totpEnrolmentOf(secretBase32: string, email: string) {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { otpauthUri, secret: secretBase32, qrSvg };
}

/** No look-alikes (0/o, 1/l/i): the codes are typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code, xxxx-xxxx-xxxx (12 of 31 characters: 59 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A recovery code as stored (hashed): case and surrounding blanks do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase();
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
