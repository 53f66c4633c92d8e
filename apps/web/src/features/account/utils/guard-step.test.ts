// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideGuardStep } from './guard-step';

const anonymous = { isLoggedIn: false } as const;

describe('route guard (spec 2 §2)', () => {
  it.each([
    ['sign-in state unknown', undefined, 'idle', 'checking'],
    ['logged in', { isLoggedIn: true, details: {} }, 'idle', 'allow'],
    ['logged out, refresh not tried', anonymous, 'idle', 'refresh'],
    ['logged out, refresh running', anonymous, 'pending', 'checking'],
    ['logged out, refresh answered 201 (state is read again)', anonymous, true, 'checking'],
    ['logged out, refresh failed', anonymous, false, 'redirect'],
  ] as const)('%s → %s', (_name, status, refresh, step) => {
    expect(decideGuardStep(status as never, refresh)).toBe(step);
  });
});
