import { useQuery } from '@tanstack/react-query';
import {
  AdminOfferResponseSchema,
  type AdminOfferDraftUpdate,
  type AdminOfferResponse,
} from '@print/contracts';
import { deskRequest } from './desk-client';

export const offerKeys = {
  offer: (orderId: string) => ['desk', 'offer', orderId] as const,
};

function offerPath(orderId: string): string {
  return `/admin/orders/${encodeURIComponent(orderId)}/offer`;
}

/** GET /api/admin/orders/:orderId/offer: the priced draft and every sent revision. */
export function useOffer(orderId: string, enabled = true) {
  return useQuery({
    queryKey: offerKeys.offer(orderId),
    queryFn: async ({ signal }): Promise<AdminOfferResponse> =>
      AdminOfferResponseSchema.parse(await deskRequest(offerPath(orderId), { signal })),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** PUT …/offer/draft: the answer carries the draft priced by the server (its totals). */
export async function saveOfferDraft(
  orderId: string,
  update: AdminOfferDraftUpdate,
): Promise<AdminOfferResponse> {
  return AdminOfferResponseSchema.parse(
    await deskRequest(`${offerPath(orderId)}/draft`, { method: 'PUT', body: update }),
  );
}

/** POST …/offer/send: freezes the saved draft as a new revision and mails the customer. */
export async function sendOffer(orderId: string): Promise<AdminOfferResponse> {
  return AdminOfferResponseSchema.parse(
    await deskRequest(`${offerPath(orderId)}/send`, { method: 'POST' }),
  );
}
