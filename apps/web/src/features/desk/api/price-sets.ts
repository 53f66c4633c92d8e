import { useQuery } from '@tanstack/react-query';
import {
  PriceSetDetailSchema,
  PriceSetListSchema,
  PriceSetPreviewSchema,
  PriceSetSummarySchema,
  type PriceSetContent,
  type PriceSetDetail,
  type PriceSetList,
  type PriceSetPreview,
  type PriceSetSummary,
  CatalogueEntryTextsListSchema,
  CatalogueEntryTextsSchema,
  type CatalogueEntryKind,
  type CatalogueEntryTexts,
  type CatalogueEntryTextsList,
  type EditEntryTextsRequest,
  type NewColorRequest,
  type NewFinishRequest,
  type NewPrintModeRequest,
} from '@print/contracts';
import { deskRequest } from './desk-client';

export const priceSetKeys = {
  all: ['desk', 'price-sets'] as const,
  list: ['desk', 'price-sets', 'list'] as const,
  detail: (id: string) => ['desk', 'price-sets', 'detail', id] as const,
  preview: (id: string) => ['desk', 'price-sets', 'preview', id] as const,
};

const one = (id: string) => `/admin/price-sets/${encodeURIComponent(id)}`;

export function usePriceSetList() {
  return useQuery({
    queryKey: priceSetKeys.list,
    queryFn: async ({ signal }): Promise<PriceSetList> =>
      PriceSetListSchema.parse(await deskRequest('/admin/price-sets', { signal })),
  });
}

export function usePriceSetDetail(id: string | null) {
  return useQuery({
    queryKey: priceSetKeys.detail(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<PriceSetDetail> =>
      PriceSetDetailSchema.parse(await deskRequest(one(id ?? ''), { signal })),
  });
}

/** The latest orders priced by the effective set and by the draft (asked for on demand). */
export function usePriceSetPreview(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: priceSetKeys.preview(id),
    enabled: isEnabled,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<PriceSetPreview> =>
      PriceSetPreviewSchema.parse(await deskRequest(`${one(id)}/preview`, { signal })),
  });
}

/** POST /api/admin/price-sets: a draft copied from the effective set (409 when one exists). */
export async function createPriceSetDraft(): Promise<PriceSetDetail> {
  return PriceSetDetailSchema.parse(await deskRequest('/admin/price-sets', { method: 'POST' }));
}

/** PUT …/:id: 409 PRICE_SET_CHANGED when someone saved since `lockVersion`. */
export async function savePriceSet(
  id: string,
  lockVersion: number,
  content: PriceSetContent,
): Promise<PriceSetDetail> {
  const body = await deskRequest(one(id), { method: 'PUT', body: { lockVersion, content } });
  return PriceSetDetailSchema.parse(body);
}

/** POST …/publish: 422 PRICE_SET_INCOMPLETE (details.missing), 409 PRICE_SET_CHANGED. */
export async function publishPriceSet(
  id: string,
  lockVersion: number,
  effectiveFrom: string | null,
): Promise<PriceSetSummary> {
  const body = await deskRequest(`${one(id)}/publish`, {
    method: 'POST',
    body: { lockVersion, effectiveFrom },
  });
  return PriceSetSummarySchema.parse(body);
}

export async function discardPriceSet(id: string, lockVersion: number): Promise<PriceSetSummary> {
  const body = await deskRequest(`${one(id)}/discard`, { method: 'POST', body: { lockVersion } });
  return PriceSetSummarySchema.parse(body);
}

/** POST …/withdraw: a scheduled set back to the draft or discarded (409 once effective). */
export async function withdrawPriceSet(
  id: string,
  lockVersion: number,
  to: 'draft' | 'discard',
): Promise<PriceSetSummary> {
  const body = await deskRequest(`${one(id)}/withdraw`, {
    method: 'POST',
    body: { lockVersion, to },
  });
  return PriceSetSummarySchema.parse(body);
}

export type NewCatalogueEntry =
  | { readonly kind: 'colors'; readonly body: Omit<NewColorRequest, 'priceSetId' | 'lockVersion'> }
  | {
      readonly kind: 'surface-finishes';
      readonly body: Omit<NewFinishRequest, 'priceSetId' | 'lockVersion'>;
    }
  | {
      readonly kind: 'print-modes';
      readonly body: Omit<NewPrintModeRequest, 'priceSetId' | 'lockVersion'>;
    };

/** POST /api/admin/catalogue/…: a new entry in the draft, its prices empty; answers the draft. */
export async function addCatalogueEntry(
  draft: { readonly id: string; readonly lockVersion: number },
  entry: NewCatalogueEntry,
): Promise<PriceSetDetail> {
  const body = await deskRequest(`/admin/catalogue/${entry.kind}`, {
    method: 'POST',
    body: { priceSetId: draft.id, lockVersion: draft.lockVersion, ...entry.body },
  });
  return PriceSetDetailSchema.parse(body);
}

export const catalogueTextsKey = ['desk', 'catalogue', 'texts'] as const;

/** GET /api/admin/catalogue/texts: every print mode's, finish's and colour's texts (de/en/fr). */
export function useCatalogueTexts() {
  return useQuery({
    queryKey: catalogueTextsKey,
    queryFn: async ({ signal }): Promise<CatalogueEntryTextsList> =>
      CatalogueEntryTextsListSchema.parse(await deskRequest('/admin/catalogue/texts', { signal })),
  });
}

/** PUT /api/admin/catalogue/:kind/:id/texts: names and texts replaced at once (not versioned). */
export async function saveCatalogueTexts(
  entry: { readonly kind: CatalogueEntryKind; readonly id: string },
  texts: EditEntryTextsRequest,
): Promise<CatalogueEntryTexts> {
  const body = await deskRequest(
    `/admin/catalogue/${entry.kind}/${encodeURIComponent(entry.id)}/texts`,
    { method: 'PUT', body: texts },
  );
  return CatalogueEntryTextsSchema.parse(body);
}
