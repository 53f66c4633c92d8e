import type { Color, PrintMode, SurfaceFinish } from '@print/contracts';
import type { ConfigSelection } from '../stores/current-item-store';

/** A colour of a print mode with the finishes that offer it. */
export interface ColorOption {
  readonly color: Color;
  readonly finishIds: readonly string[];
}

/** Spec 1 §4: changing the print mode selects its first finish and that finish's first colour. */
export function selectPrintMode(mode: PrintMode): ConfigSelection {
  const finish = mode.surfaceFinishes[0];
  return {
    printModeId: mode._id,
    surfaceFinishId: finish?._id ?? null,
    colorId: finish?.colors[0]?._id ?? null,
  };
}

/** Spec 1 §4: changing the finish selects that finish's first colour. */
export function selectFinish(modeId: string, finish: SurfaceFinish): ConfigSelection {
  return {
    printModeId: modeId,
    surfaceFinishId: finish._id,
    colorId: finish.colors[0]?._id ?? null,
  };
}

/** Every colour a mode offers (in first-seen order), each with the finishes it supports. */
export function listColorOptions(mode: PrintMode): ColorOption[] {
  const byId = new Map<string, { color: Color; finishIds: string[] }>();
  for (const finish of mode.surfaceFinishes) {
    for (const color of finish.colors) {
      const entry = byId.get(color._id) ?? { color, finishIds: [] };
      entry.finishIds.push(finish._id);
      byId.set(color._id, entry);
    }
  }
  return [...byId.values()];
}

/**
 * Spec 1 §4: a colour is selectable only if it supports the current finish, or, when no finish is
 * set, if it lists no finishes.
 */
export function isColorSelectable(option: ColorOption, surfaceFinishId: string | null): boolean {
  if (surfaceFinishId === null) return option.finishIds.length === 0;
  return option.finishIds.includes(surfaceFinishId);
}

/** The mode, finish and colour objects of a selection, or null where the id is unknown. */
export function resolveSelection(modes: readonly PrintMode[], selection: ConfigSelection) {
  const mode = modes.find((candidate) => candidate._id === selection.printModeId) ?? null;
  const finish =
    mode?.surfaceFinishes.find((candidate) => candidate._id === selection.surfaceFinishId) ?? null;
  const color = finish?.colors.find((candidate) => candidate._id === selection.colorId) ?? null;
  return { mode, finish, color };
}
