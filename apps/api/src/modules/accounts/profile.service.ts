import type {
  Address,
  Language,
  UpdateUserDetailsRequestSchema,
  UserDetailsResponse,
} from '@print/contracts';
import { err, ok, resolveIsBusinessCustomer, type Result } from '@print/domain';
import type { z } from 'zod';
import { sendAccountMail, type AccountContext } from './account-context.js';
import type { UserRow } from './accounts.repository.js';

type DetailsUpdate = z.output<typeof UpdateUserDetailsRequestSchema>;

export function toUserDetails(user: UserRow): UserDetailsResponse {
  const preference = {
    value: user.businessPreference ?? false,
    isSet: user.businessPreference !== null,
  };
  return {
    username: user.username,
    email: user.email,
    billingInformation: {
      ...user.billingAddress,
      email: user.email,
      isVerifiedCompany: user.isVerifiedCompany,
    },
    shippingInformation: user.shippingAddress,
    isBillingAndShippingEqual: user.shippingAddress === null,
    isBusinessCustomer: resolveIsBusinessCustomer({
      preference,
      hasVerifiedCompany: user.isVerifiedCompany,
    }),
    preferences: { isBusinessCustomer: preference },
    createdAt: user.createdAt.toISOString(),
  };
}

/** jsonb keeps its own key order: compare entries sorted by key. */
const canonical = (a: Address | null) =>
  a === null ? 'null' : JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y)));
const sameAddress = (a: Address | null, b: Address | null) => canonical(a) === canonical(b);

/** The account's details (spec 2 §7 user/details); the e-mail change is email-change.service.ts. */
export function createProfileService(ctx: AccountContext) {
  const { repo, now } = ctx;

  async function loadUser(userId: string): Promise<Result<UserRow, 'NOT_AUTHENTICATED'>> {
    const user = await repo.findUserById(userId);
    return user ? ok(user) : err('NOT_AUTHENTICATED', 'Please sign in');
  }

  async function getDetails(
    userId: string,
  ): Promise<Result<UserDetailsResponse, 'NOT_AUTHENTICATED'>> {
    const user = await loadUser(userId);
    return user.ok ? ok(toUserDetails(user.value)) : user;
  }

  /** Saves addresses and the business preference; an address change is notified by mail. */
  async function updateDetails(
    userId: string,
    input: DetailsUpdate,
    lang: Language,
  ): Promise<Result<UserDetailsResponse, 'NOT_AUTHENTICATED' | 'VALIDATION_FAILED'>> {
    const user = await loadUser(userId);
    if (!user.ok) return user;
    const checked = await ctx.checkAddresses({
      billingInformation: input.billingInformation,
      shippingInformation: input.shippingInformation,
    });
    if (!checked.ok) return checked;
    const before = user.value;
    const set = {
      billingAddress: input.billingInformation,
      shippingAddress: input.shippingInformation,
      businessPreference:
        input.isBusinessCustomer === undefined
          ? before.businessPreference
          : input.isBusinessCustomer,
      updatedAt: now(),
    };
    await repo.updateUser(userId, set);
    const isAddressChanged =
      !sameAddress(before.billingAddress, set.billingAddress) ||
      !sameAddress(before.shippingAddress, set.shippingAddress);
    if (isAddressChanged) {
      await sendAccountMail(ctx, {
        kind: 'addressChanged',
        lang,
        to: before.email,
        name: before.username,
      });
    }
    return ok(toUserDetails({ ...before, ...set }));
  }

  return { getDetails, updateDetails };
}

export type ProfileService = ReturnType<typeof createProfileService>;
