import { describe, expect, it } from 'vitest';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  totpCodeAt,
  totpEnrolmentOf,
  totpStepOf,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below) at T = 59 s.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const AT = new Date('2026-11-28T08:00:10Z');
const STEP_MS = 30_000;

describe('TOTP (RFC 6238) with a fixed clock', () => {
  it('computes the RFC test vector', () => {
    // The RFC lists 8 digits (94287082); an authenticator shows the last 6.
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
  });

  it('accepts the current code and one step either side, answering its step', () => {
    const secret = newTotpSecret();
    const step = totpStepOf(AT);
    expect(matchTotp(secret, totpCodeAt(secret, AT), AT)).toBe(step);
    const before = new Date(AT.getTime() - STEP_MS);
    const after = new Date(AT.getTime() + STEP_MS);
    expect(matchTotp(secret, totpCodeAt(secret, before), AT)).toBe(step - 1);
    expect(matchTotp(secret, totpCodeAt(secret, after), AT)).toBe(step + 1);
  });

  it('refuses codes two steps away and codes of another secret', () => {
    const secret = newTotpSecret();
    for (const offset of [-2, 2, 10]) {
      const code = totpCodeAt(secret, new Date(AT.getTime() + offset * STEP_MS));
      if (code === totpCodeAt(secret, AT)) continue; // a 1-in-a-million collision
      expect(matchTotp(secret, code, AT)).toBeNull();
    }
    expect(matchTotp(newTotpSecret(), '000000', AT)).toBeNull();
  });

  it('makes 160-bit secrets, an otpauth URI with the issuer and an SVG QR code', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolment = await totpEnrolmentOf(secret, 'anna@example.ch');
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Print%20Portal:anna%40example\.ch\?/);
    expect(enrolment.otpauthUri).toContain('issuer=Print%20Portal');
    expect(enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('makes recovery codes in the contract format, all different', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(codes).size).toBe(50);
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode(codes[0] ?? '')).toBe(false);
  });
});
