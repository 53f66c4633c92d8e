import { useEffect } from 'react';
import type { PrintMode } from '@print/contracts';
import { useCurrentItemStore, type ConfigSelection } from '../stores/current-item-store';
import { resolveSelection, selectFinish, selectPrintMode } from '../utils/selection-rules';

/** The current selection with the spec's change rules as actions (spec 1 §4). */
export function useSelection(modes: readonly PrintMode[]) {
  const printModeId = useCurrentItemStore((state) => state.printModeId);
  const surfaceFinishId = useCurrentItemStore((state) => state.surfaceFinishId);
  const colorId = useCurrentItemStore((state) => state.colorId);
  const setSelection = useCurrentItemStore((state) => state.setSelection);
  const selection: ConfigSelection = { printModeId, surfaceFinishId, colorId };
  const resolved = resolveSelection(modes, selection);
  const firstMode = modes[0];

  // A new item (or a mode that vanished from the catalogue) starts on the first mode.
  useEffect(() => {
    if (firstMode && !modes.some((mode) => mode._id === printModeId)) {
      setSelection(selectPrintMode(firstMode));
    }
  }, [modes, firstMode, printModeId, setSelection]);

  return {
    selection,
    ...resolved,
    chooseMode: (mode: PrintMode) => {
      if (mode._id !== printModeId) setSelection(selectPrintMode(mode));
    },
    chooseFinish: (finishId: string) => {
      const finish = resolved.mode?.surfaceFinishes.find((candidate) => candidate._id === finishId);
      if (resolved.mode && finish && finishId !== surfaceFinishId) {
        setSelection(selectFinish(resolved.mode._id, finish));
      }
    },
    chooseColor: (nextColorId: string) => setSelection({ ...selection, colorId: nextColorId }),
  };
}
