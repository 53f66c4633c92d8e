import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CustomerOfferSchema, type CustomerOffer } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

/** The mailed link's token, or the signed-in owner's order (the API answers others 404). */
export type OfferKey =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'order'; readonly orderId: string };

function offerPath(key: OfferKey): string {
  return key.kind === 'token'
    ? `/quotes/${encodeURIComponent(key.token)}`
    : `/quotes/order/${encodeURIComponent(key.orderId)}`;
}

function keyOf(key: OfferKey) {
  return queryKeys.offer(key.kind, key.kind === 'token' ? key.token : key.orderId);
}

/** GET /api/quotes/{token} or /api/quotes/order/{orderId}: the offer as the customer sees it. */
export async function fetchOffer(key: OfferKey): Promise<CustomerOffer> {
  return CustomerOfferSchema.parse(await requestJson(offerPath(key)));
}

/** POST …/accept: the order takes the offered prices (idempotent: again answers the same). */
export async function acceptOffer(key: OfferKey): Promise<CustomerOffer> {
  return CustomerOfferSchema.parse(
    await requestJson(`${offerPath(key)}/accept`, { method: 'POST', body: {} }),
  );
}

/** POST …/decline: the revision closes as declined, with the customer's optional reason. */
export async function declineOffer(key: OfferKey, reason: string): Promise<CustomerOffer> {
  const trimmed = reason.trim();
  return CustomerOfferSchema.parse(
    await requestJson(`${offerPath(key)}/decline`, {
      method: 'POST',
      body: trimmed === '' ? {} : { reason: trimmed },
    }),
  );
}

export function useOffer(key: OfferKey, isEnabled = true) {
  return useQuery({
    queryKey: keyOf(key),
    queryFn: () => fetchOffer(key),
    enabled: isEnabled,
    staleTime: 10_000,
    retry: false,
  });
}

export function useAcceptOffer(key: OfferKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptOffer(key),
    onSuccess: async (offer) => {
      client.setQueryData(keyOf(key), offer);
      // The order changed too (status, prices, payment method).
      await client.invalidateQueries({ queryKey: queryKeys.order(offer.orderId) });
    },
  });
}

export function useDeclineOffer(key: OfferKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineOffer(key, reason),
    onSuccess: (offer) => client.setQueryData(keyOf(key), offer),
  });
}
