import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotPrintableLinkViewSchema,
  type NotPrintableChoiceRequest,
  type NotPrintableLinkView,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

function linkPath(token: string): string {
  return `/checkout/not-printable/${encodeURIComponent(token)}`;
}

/** GET /api/checkout/not-printable/{token}: the not printable lines of a mailed answer link. */
export async function fetchNotPrintableLink(token: string): Promise<NotPrintableLinkView> {
  return NotPrintableLinkViewSchema.parse(await requestJson(linkPath(token)));
}

/** POST …/choice: a changed quote or a cancellation; answers the link's view as it now stands. */
export async function answerNotPrintableLink(
  token: string,
  request: NotPrintableChoiceRequest,
): Promise<NotPrintableLinkView> {
  return NotPrintableLinkViewSchema.parse(
    await requestJson(`${linkPath(token)}/choice`, { method: 'POST', body: request }),
  );
}

export function useNotPrintableLink(token: string) {
  return useQuery({
    queryKey: queryKeys.notPrintableLink(token),
    queryFn: () => fetchNotPrintableLink(token),
    retry: false,
  });
}

export function useAnswerNotPrintableLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NotPrintableChoiceRequest) => answerNotPrintableLink(token, request),
    onSuccess: (view) => client.setQueryData(queryKeys.notPrintableLink(token), view),
    // A 409 means the order moved on meanwhile: show its current status.
    onError: () => client.invalidateQueries({ queryKey: queryKeys.notPrintableLink(token) }),
  });
}
