import { randomUUID } from 'node:crypto';
import type { Address } from '@print/contracts';
import { emailKey, userNameKey } from '@print/domain';
import type { App } from '../app.js';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { createPasswordHasher } from '../modules/accounts/password-hasher.js';
import { TEST_ADDRESS, TEST_PASSWORD } from './account-fixtures.js';

/** A customer account written straight into the table (no opt-in mail round trip). */
export interface CustomerSeed {
  readonly username: string;
  readonly first?: string;
  readonly last?: string;
  readonly company?: string;
  readonly vatId?: string;
  readonly business?: boolean | null;
  readonly verified?: boolean;
  /** Default true: the account can sign in with TEST_PASSWORD. */
  readonly confirmed?: boolean;
  /** Created this many minutes before `now` (the list's default order is newest first). */
  readonly minutesAgo?: number;
}

let testPasswordHash: Promise<string> | null = null;

/** TEST_PASSWORD's argon2id hash, computed once per test file. */
function passwordHashOnce(): Promise<string> {
  testPasswordHash ??= createPasswordHasher(1).hash(TEST_PASSWORD);
  return testPasswordHash;
}

/** Inserts an account (e-mail `<username>@example.ch`, password TEST_PASSWORD); answers its id. */
export async function seedCustomer(app: App, seed: CustomerSeed, now: Date): Promise<string> {
  const id = randomUUID();
  const billingAddress: Address = {
    ...TEST_ADDRESS,
    title: '',
    addressSuffix: '',
    firstname: seed.first ?? 'Anna',
    lastname: seed.last ?? 'Muster',
    company: seed.company ?? '',
    vatRegistrationNumber: seed.vatId ?? '',
  };
  const email = `${seed.username}@example.ch`;
  const at = new Date(now.getTime() - (seed.minutesAgo ?? 0) * 60_000);
  await createAccountsRepository(app.database.db).insertUser({
    id,
    username: seed.username,
    usernameKey: userNameKey(seed.username),
    email,
    emailKey: emailKey(email),
    passwordHash: await passwordHashOnce(),
    language: 'de',
    confirmedAt: seed.confirmed === false ? null : at,
    billingAddress,
    shippingAddress: null,
    businessPreference: seed.business ?? null,
    isVerifiedCompany: seed.verified ?? false,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}
