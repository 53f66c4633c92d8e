import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config.js';

describe('bank settings from the environment', () => {
  it('reads BANK_IMPORT_DIR and BANK_ACCOUNT_IBANS (spaces and case as the bank prints them)', () => {
    const { bank } = loadConfig({
      BANK_IMPORT_DIR: '/srv/bank-in',
      BANK_ACCOUNT_IBANS: 'ch93 0076 2011 6238 5295 7, CH5604835012345678009',
    });
    expect(bank).toEqual({
      importDir: '/srv/bank-in',
      accountIbans: ['CH9300762011623852957', 'CH5604835012345678009'],
    });
  });

  it('has no folder and no further account when unset', () => {
    expect(loadConfig({}).bank).toEqual({ importDir: undefined, accountIbans: [] });
  });

  it('stops the start on something that is no IBAN', () => {
    expect(() => loadConfig({ BANK_ACCOUNT_IBANS: 'CH93 0076, 12345' })).toThrow(
      /BANK_ACCOUNT_IBANS/,
    );
  });
});
