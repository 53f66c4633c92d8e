import { useEffect } from 'react';
import type { AnalytxFile, PrintMode } from '@print/contracts';
import { useCurrentItemStore } from '../stores/current-item-store';
import { notify } from '../../../stores/notification-store';
import { resolveSelection, selectPrintMode } from '../utils/selection-rules';
import { useConfiguratorText } from './use-configurator-text';

/** Neutral grey for the model until a colour is chosen. */
const DEFAULT_MODEL_HEX = '#c9ced6';

/**
 * Starts the current item for the loaded file (unit from the file, repair agreement pending when
 * it was repaired) and reports load failures (spec 1 §8).
 */
export function useConfigureItem(
  file: AnalytxFile | undefined,
  modes: readonly PrintMode[] | undefined,
  isLoadError: boolean,
): { readonly colorHex: string; readonly isReady: boolean } {
  const t = useConfiguratorText();
  const objectId = useCurrentItemStore((state) => state.objectId);
  const startItem = useCurrentItemStore((state) => state.startItem);
  const printModeId = useCurrentItemStore((state) => state.printModeId);
  const surfaceFinishId = useCurrentItemStore((state) => state.surfaceFinishId);
  const colorId = useCurrentItemStore((state) => state.colorId);

  useEffect(() => {
    if (file && modes && file._id !== objectId) {
      const firstMode = modes[0];
      startItem({
        objectId: file._id,
        unit: file.givenUnitOfLength,
        hasRepairInfo: file.repairInfo !== null,
        ...(firstMode ? { selection: selectPrintMode(firstMode) } : {}),
      });
    }
  }, [file, modes, objectId, startItem]);

  useEffect(() => {
    if (isLoadError)
      notify({ type: 'warning', header: t('errors.header'), body: t('errors.load') });
  }, [isLoadError, t]);

  const { color } = resolveSelection(modes ?? [], { printModeId, surfaceFinishId, colorId });
  return {
    colorHex: color?.hexcode ?? DEFAULT_MODEL_HEX,
    isReady: file !== undefined && modes !== undefined && file._id === objectId,
  };
}
