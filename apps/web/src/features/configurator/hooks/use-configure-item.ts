import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { AnalytxFile, PrintMode } from '@print/contracts';
import { useCurrentItemStore } from '../stores/current-item-store';
import { notify } from '../../../stores/notification-store';
import { parseConfigUrl } from '../utils/config-url';
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
  const { search } = useLocation();

  useEffect(() => {
    if (file && modes && file._id !== objectId) {
      const firstMode = modes[0];
      // A link or a reload (issue 13 point 7) brings its configuration; what does not resolve
      // against the catalogue falls back to the defaults.
      const url = parseConfigUrl(search);
      const fromUrl = url.fileId === file._id ? url : null;
      const urlSelection = fromUrl
        ? {
            printModeId: fromUrl.printModeId,
            surfaceFinishId: fromUrl.surfaceFinishId,
            colorId: fromUrl.colorId,
          }
        : null;
      const isUrlSelectionValid =
        urlSelection !== null && resolveSelection(modes, urlSelection).color !== null;
      const hasRepairInfo = file.repairInfo !== null;
      startItem({
        objectId: file._id,
        unit: fromUrl?.unit ?? file.givenUnitOfLength,
        hasRepairInfo,
        ...(isUrlSelectionValid
          ? { selection: urlSelection }
          : firstMode
            ? { selection: selectPrintMode(firstMode) }
            : {}),
      });
      const store = useCurrentItemStore.getState();
      if (fromUrl?.scale != null) store.setScale(fromUrl.scale);
      if (fromUrl?.quantity != null) store.setQuantity(fromUrl.quantity);
      // A repaired file needs the agreement on the basics step first.
      if (fromUrl?.subStep != null && !hasRepairInfo) store.setSubStep(fromUrl.subStep);
    }
  }, [file, modes, objectId, startItem, search]);

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
