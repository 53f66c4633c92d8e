// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { readFieldIssues } from './server-issues';

describe('server field issues → form fields', () => {
  it('maps VALIDATION_FAILED issue paths to form paths, with renames', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', '400', 'Invalid body', {
      issues: [
        { path: '/billingAddress/postalCode', message: 'POSTAL_CODE_INVALID' },
        { path: '/newPassword', message: 'PASSWORD_TOO_COMMON' },
        { path: '', message: 'ignored' },
        { nonsense: true },
      ],
    });
    expect(readFieldIssues(error, { newPassword: 'password' })).toEqual([
      ['billingAddress.postalCode', 'POSTAL_CODE_INVALID'],
      ['password', 'PASSWORD_TOO_COMMON'],
    ]);
  });

  it('is empty for any other failure', () => {
    expect(readFieldIssues(new ApiError(409, 'USER_NAME_TAKEN', '409'))).toEqual([]);
    expect(readFieldIssues(new Error('x'))).toEqual([]);
  });
});
