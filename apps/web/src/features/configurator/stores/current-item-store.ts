import { create } from 'zustand';
import type { LengthUnit } from '@print/domain';
import { DEFAULT_QUANTITY, DEFAULT_SCALE } from '@print/domain';

/** Sub-steps of the configure screen: basics, material and colour, finishes (spec 1 §4). */
export type ConfigureSubStep = 0 | 1 | 2;

/**
 * The print configuration the configurator edits (spec 1 §3 "Current cart item") and the
 * sub-step it shows. Owned by the configurator: only its components and hooks write it (the
 * configure route hands in the viewer's render).
 */
export interface ConfigSelection {
  readonly printModeId: string | null;
  readonly surfaceFinishId: string | null;
  readonly colorId: string | null;
}

interface CurrentItemState extends ConfigSelection {
  readonly objectId: string | null;
  /** 0 while the scale field is empty (spec 1 §5). */
  readonly scale: number;
  readonly unit: LengthUnit;
  readonly quantity: number;
  /** true by default; false while a file with repair info waits for the customer's agreement. */
  readonly acknowledgedRepairInfo: boolean;
  /** PNG of the 3D render, sent as the cart item's thumbnail. */
  readonly frontImageData: Blob | null;
  /** Back to 0 for a new item, after adding to the cart and on leaving the configure screen. */
  readonly subStep: ConfigureSubStep;
  /**
   * Starts a new item for an analysed file; keeps nothing of the previous one. The default
   * selection comes with it, so the first prices are asked for once, not again for the default.
   */
  readonly startItem: (input: {
    objectId: string;
    unit: LengthUnit;
    hasRepairInfo: boolean;
    selection?: ConfigSelection;
  }) => void;
  readonly setScale: (scale: number) => void;
  readonly setUnit: (unit: LengthUnit) => void;
  readonly setQuantity: (quantity: number) => void;
  readonly setSelection: (selection: ConfigSelection) => void;
  readonly setAcknowledgedRepairInfo: (isAcknowledged: boolean) => void;
  readonly setFrontImageData: (png: Blob | null) => void;
  readonly setSubStep: (subStep: ConfigureSubStep) => void;
  readonly resetItem: () => void;
}

const INITIAL = {
  objectId: null,
  scale: DEFAULT_SCALE,
  unit: 'mm',
  printModeId: null,
  surfaceFinishId: null,
  colorId: null,
  quantity: DEFAULT_QUANTITY,
  acknowledgedRepairInfo: true,
  frontImageData: null,
  subStep: 0,
} as const satisfies Partial<CurrentItemState>;

export const useCurrentItemStore = create<CurrentItemState>()((set) => ({
  ...INITIAL,
  startItem: ({ objectId, unit, hasRepairInfo, selection }) =>
    set({ ...INITIAL, ...selection, objectId, unit, acknowledgedRepairInfo: !hasRepairInfo }),
  setScale: (scale) => set({ scale }),
  setUnit: (unit) => set({ unit }),
  setQuantity: (quantity) => set({ quantity }),
  setSelection: (selection) => set(selection),
  setAcknowledgedRepairInfo: (acknowledgedRepairInfo) => set({ acknowledgedRepairInfo }),
  setFrontImageData: (frontImageData) => set({ frontImageData }),
  setSubStep: (subStep) => set({ subStep }),
  resetItem: () => set(INITIAL),
}));
