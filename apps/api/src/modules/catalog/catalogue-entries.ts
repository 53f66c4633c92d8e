import type {
  CatalogueEntryKind,
  CatalogueEntryTexts,
  EditEntryTextsRequest,
  NewColorRequest,
  NewFinishRequest,
  NewPrintModeRequest,
  PriceSetContent,
} from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import { eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  colors,
  priceSets,
  printModeProcessingSteps,
  printModes,
  surfaceFinishColors,
  surfaceFinishes,
  type LocalizedText,
} from './catalog.tables.js';

/*
 * New catalogue entries and their texts (issue 26 item 6, decision 0029). The rows keep identity
 * and texts; a new row gets its entry in the draft price set with every price empty, so the
 * draft cannot be published before an owner prices it, and no published set offers it before
 * (an entry a set does not hold is not offered: price-set-content.ts applyContent). The
 * rows' own price columns hold 0: they are never the price of a published set's entry.
 */

export type AddEntryError = 'CATALOG_ENTRY_EXISTS' | 'CATALOG_ENTRY_UNKNOWN';
export type EditTextsError = 'CATALOG_ENTRY_NOT_FOUND' | 'CATALOG_TEXT_NOT_APPLICABLE';

/** The hue (0–359°) of a #rrggbb colour, as the configurator sorts its swatches. */
export function hueOfHex(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const hi = Math.max(r, g, b);
  const lo = Math.min(r, g, b);
  const d = hi - lo;
  if (d === 0) return 0;
  let h: number;
  if (hi === r) h = ((g - b) / d) % 6;
  else if (hi === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return (Math.round(h * 60) + 360) % 360;
}

async function missingIds(
  tx: Executor,
  table: typeof printModes | typeof surfaceFinishes | typeof colors,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const have = new Set(found.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !have.has(id));
}

async function exists(
  tx: Executor,
  table: typeof printModes | typeof surfaceFinishes | typeof colors,
  id: string,
): Promise<boolean> {
  return (await missingIds(tx, table, [id])).length === 0;
}

const entryExists = (id: string) =>
  err('CATALOG_ENTRY_EXISTS', 'The catalogue has an entry with this id already', { id });
const unknownEntries = (ids: readonly string[]) =>
  err('CATALOG_ENTRY_UNKNOWN', 'The catalogue has no such entries', { ids: [...ids] });

/** The new entry's rows written; the answer is the draft content with its entry added. */
type Added = Result<PriceSetContent, AddEntryError>;

export function createCatalogueEntries() {
  return {
    /** A colour offered on the given finishes; its factor is empty in the draft. */
    async addColor(tx: Executor, input: NewColorRequest, draft: PriceSetContent): Promise<Added> {
      if (await exists(tx, colors, input.id)) return entryExists(input.id);
      const unknown = await missingIds(tx, surfaceFinishes, input.surfaceFinishIds);
      if (unknown.length > 0) return unknownEntries(unknown);
      await tx.insert(colors).values({
        id: input.id,
        name: input.name,
        variableName: input.id,
        hue: hueOfHex(input.hexcode),
        hexcode: input.hexcode.toLowerCase(),
        thumbnail: null,
        colourFactorBp: 0,
      });
      for (const finishId of new Set(input.surfaceFinishIds)) {
        const [top] = await tx
          .select({ n: max(surfaceFinishColors.sortOrder) })
          .from(surfaceFinishColors)
          .where(eq(surfaceFinishColors.surfaceFinishId, finishId));
        await tx.insert(surfaceFinishColors).values({
          surfaceFinishId: finishId,
          colorId: input.id,
          sortOrder: (top?.n ?? -1) + 1,
        });
      }
      return ok({
        ...draft,
        colors: [...draft.colors, { id: input.id, isAvailable: true, colourFactorBp: null }],
      });
    },

    /** A finish of one print mode in the given colours; its cm² rate is empty in the draft. */
    async addFinish(tx: Executor, input: NewFinishRequest, draft: PriceSetContent): Promise<Added> {
      if (await exists(tx, surfaceFinishes, input.id)) return entryExists(input.id);
      const unknown = [
        ...(await missingIds(tx, printModes, [input.printModeId])),
        ...(await missingIds(tx, colors, input.colorIds)),
      ];
      if (unknown.length > 0) return unknownEntries(unknown);
      const [top] = await tx.select({ n: max(surfaceFinishes.sortOrder) }).from(surfaceFinishes);
      await tx.insert(surfaceFinishes).values({
        id: input.id,
        printModeId: input.printModeId,
        sortOrder: (top?.n ?? -1) + 1,
        name: input.name,
        description: input.description,
        finishCentsPerCm2: 0,
      });
      await tx.insert(surfaceFinishColors).values(
        [...new Set(input.colorIds)].map((colorId, i) => ({
          surfaceFinishId: input.id,
          colorId,
          sortOrder: i,
        })),
      );
      return ok({
        ...draft,
        surfaceFinishes: [
          ...draft.surfaceFinishes,
          { id: input.id, isAvailable: true, finishCentsPerCm2: null },
        ],
      });
    },

    /**
     * A print mode (material + method) starting from an existing one's machine figures, limits,
     * quantity breaks and processing steps; its four rates are empty in the draft. It is offered
     * once it has a finish with a colour and a published set holding it is effective.
     */
    async addPrintMode(
      tx: Executor,
      input: NewPrintModeRequest,
      draft: PriceSetContent,
    ): Promise<Added> {
      if (await exists(tx, printModes, input.id)) return entryExists(input.id);
      const [template] = await tx.select().from(printModes).where(eq(printModes.id, input.copyOf));
      const templateEntry = draft.printModes.find((m) => m.id === input.copyOf);
      if (!template || !templateEntry) return unknownEntries([input.copyOf]);
      const [top] = await tx.select({ n: max(printModes.sortOrder) }).from(printModes);
      await tx.insert(printModes).values({
        ...template,
        id: input.id,
        sortOrder: (top?.n ?? -1) + 1,
        materialName: input.materialName,
        methodName: input.methodName,
        name: input.name,
        description: input.description,
        surfaceQuality: input.surfaceQuality,
        applications: input.applications,
        setupFeeCents: 0,
        materialCentsPerCm3: 0,
        packingCentsPerCm3: 0,
        minPartPriceCents: 0,
      });
      const steps = await tx
        .select()
        .from(printModeProcessingSteps)
        .where(eq(printModeProcessingSteps.printModeId, input.copyOf));
      if (steps.length > 0) {
        await tx
          .insert(printModeProcessingSteps)
          .values(steps.map((s) => ({ printModeId: input.id, stepId: s.stepId })));
      }
      return ok({
        ...draft,
        printModes: [
          ...draft.printModes,
          {
            ...templateEntry,
            id: input.id,
            isAvailable: true,
            setupFeeCents: null,
            materialCentsPerCm3: null,
            packingCentsPerCm3: null,
            minPartPriceCents: null,
            quantityBreaks: templateEntry.quantityBreaks.map((b) => ({ ...b })),
          },
        ],
      });
    },

    /**
     * Deletes the print modes, finishes and colours no price set holds any more (entries added
     * in a draft that was discarded, or in a scheduled set that was withdrawn and discarded).
     * No cart line or order can refer to them: no effective set ever offered them.
     */
    async removeUnheld(tx: Executor): Promise<string[]> {
      const sets = await tx.select({ content: priceSets.content }).from(priceSets);
      const held = new Set(
        sets.flatMap(({ content }) => [
          ...content.printModes.map((e) => `m:${e.id}`),
          ...content.surfaceFinishes.map((e) => `f:${e.id}`),
          ...content.colors.map((e) => `c:${e.id}`),
        ]),
      );
      // One after the other: a transaction's queries share one connection.
      const modes = await tx.select({ id: printModes.id }).from(printModes);
      const finishes = await tx
        .select({ id: surfaceFinishes.id, modeId: surfaceFinishes.printModeId })
        .from(surfaceFinishes);
      const colorRows = await tx.select({ id: colors.id }).from(colors);
      const goneModes = modes.map((m) => m.id).filter((id) => !held.has(`m:${id}`));
      const goneFinishes = finishes
        .filter((f) => !held.has(`f:${f.id}`) || goneModes.includes(f.modeId))
        .map((f) => f.id);
      const goneColors = colorRows.map((c) => c.id).filter((id) => !held.has(`c:${id}`));
      if (goneFinishes.length > 0) {
        await tx
          .delete(surfaceFinishColors)
          .where(inArray(surfaceFinishColors.surfaceFinishId, goneFinishes));
      }
      if (goneColors.length > 0) {
        await tx
          .delete(surfaceFinishColors)
          .where(inArray(surfaceFinishColors.colorId, goneColors));
        await tx.delete(colors).where(inArray(colors.id, goneColors));
      }
      if (goneFinishes.length > 0) {
        await tx.delete(surfaceFinishes).where(inArray(surfaceFinishes.id, goneFinishes));
      }
      if (goneModes.length > 0) {
        await tx
          .delete(printModeProcessingSteps)
          .where(inArray(printModeProcessingSteps.printModeId, goneModes));
        await tx.delete(printModes).where(inArray(printModes.id, goneModes));
      }
      return [...goneModes, ...goneFinishes, ...goneColors];
    },

    /** Every print mode's, finish's and colour's texts in all languages (the desk's editor). */
    async listTexts(ex: Executor): Promise<CatalogueEntryTexts[]> {
      const [modes, finishes, colorRows] = await Promise.all([
        ex.select().from(printModes).orderBy(printModes.sortOrder),
        ex.select().from(surfaceFinishes).orderBy(surfaceFinishes.sortOrder),
        ex.select().from(colors).orderBy(colors.id),
      ]);
      return [
        ...modes.map((m) => ({
          kind: 'print-modes' as const,
          id: m.id,
          name: m.name,
          description: m.description,
          surfaceQuality: m.surfaceQuality,
          applications: m.applications,
        })),
        ...finishes.map((f) => ({
          kind: 'surface-finishes' as const,
          id: f.id,
          name: f.name,
          description: f.description,
          surfaceQuality: null,
          applications: null,
        })),
        ...colorRows.map((c) => ({
          kind: 'colors' as const,
          id: c.id,
          name: c.name,
          description: null,
          surfaceQuality: null,
          applications: null,
        })),
      ];
    },

    /**
     * An entry's texts replaced by the ones sent (names and texts are not versioned: decision
     * 0029). Answers the texts before and after (the audit entry).
     */
    async editTexts(
      tx: Executor,
      kind: CatalogueEntryKind,
      id: string,
      sent: EditEntryTextsRequest,
    ): Promise<
      Result<
        { before: Record<string, LocalizedText>; after: Record<string, LocalizedText> },
        EditTextsError
      >
    > {
      const allowed: Record<CatalogueEntryKind, readonly (keyof EditEntryTextsRequest)[]> = {
        'print-modes': ['name', 'description', 'surfaceQuality', 'applications'],
        'surface-finishes': ['name', 'description'],
        colors: ['name'],
      };
      const fields = (Object.keys(sent) as (keyof EditEntryTextsRequest)[]).filter(
        (f) => sent[f] !== undefined,
      );
      const notApplicable = fields.filter((f) => !allowed[kind].includes(f));
      if (notApplicable.length > 0) {
        return err('CATALOG_TEXT_NOT_APPLICABLE', 'This kind of entry has no such text', {
          fields: notApplicable,
        });
      }
      const table = { 'print-modes': printModes, 'surface-finishes': surfaceFinishes, colors }[
        kind
      ];
      const [row] = (await tx.select().from(table).where(eq(table.id, id))) as Record<
        string,
        unknown
      >[];
      if (!row) return err('CATALOG_ENTRY_NOT_FOUND', 'No such catalogue entry');
      const before: Record<string, LocalizedText> = {};
      const after: Record<string, LocalizedText> = {};
      for (const field of fields) {
        before[field] = row[field] as LocalizedText;
        after[field] = sent[field] as LocalizedText;
      }
      if (fields.length > 0) await tx.update(table).set(after).where(eq(table.id, id));
      return ok({ before, after });
    },
  };
}

export type CatalogueEntries = ReturnType<typeof createCatalogueEntries>;
