import { DEVICE_TRUST_MS } from '@print/domain';
import { tokenCookieOf } from '../../plugins/auth.js';

/**
 * The device cookie (OWASP "Slow down online guessing with device cookies"): set at a successful
 * sign-in, it marks the browser as one the account signed in from, so that the account's failed
 * sign-ins from elsewhere do not keep it out. HttpOnly, SameSite=Lax, 180 days; on https
 * `__Host-pp_device` with Secure. The value is a random token whose SHA-256 is stored with the
 * account (trusted_devices): unforgeable without a signing key, and revocable.
 */
export function deviceCookieOf(publicUrl: string) {
  return tokenCookieOf(publicUrl, 'pp_device', DEVICE_TRUST_MS);
}
export type DeviceCookie = ReturnType<typeof deviceCookieOf>;
