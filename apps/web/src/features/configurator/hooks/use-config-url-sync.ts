import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useCurrentItemStore } from '../stores/current-item-store';
import { parseConfigUrl, writeConfigUrl } from '../utils/config-url';

/**
 * Issue 13 point 7: keeps the URL and the current item in step. Every change of the item
 * replaces the URL (no history entry per scale step); a change of sub-step pushes one, so the
 * browser's back button goes from materials to the basics. Back and forward bring the sub-step,
 * scale, quantity and unit of that entry back.
 */
export function useConfigUrlSync(isReady: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const lastKey = useRef(location.key);
  // The sub-step of a history entry the item has yet to follow (after back/forward).
  const pendingStep = useRef<number | null>(null);
  const item = useCurrentItemStore();

  // URL → item, when the browser moved through its history.
  useEffect(() => {
    if (!isReady || location.key === lastKey.current) return;
    lastKey.current = location.key;
    if (navigationType !== NavigationType.Pop) return;
    const url = parseConfigUrl(location.search);
    if (url.fileId !== useCurrentItemStore.getState().objectId) return;
    const store = useCurrentItemStore.getState();
    if (url.subStep !== null && url.subStep !== store.subStep) {
      pendingStep.current = url.subStep;
      store.setSubStep(url.subStep);
    }
    if (url.scale !== null) store.setScale(url.scale);
    if (url.quantity !== null) store.setQuantity(url.quantity);
    if (url.unit !== null) store.setUnit(url.unit);
  }, [isReady, location.key, location.search, navigationType]);

  // Item → URL.
  const { objectId, subStep, printModeId, surfaceFinishId, colorId, scale, quantity, unit } = item;
  useEffect(() => {
    if (!isReady || objectId === null) return;
    const search = writeConfigUrl({
      fileId: objectId,
      subStep,
      printModeId,
      surfaceFinishId,
      colorId,
      scale,
      quantity,
      unit,
    });
    // Right after back/forward the item follows the URL first; never push over that entry.
    if (pendingStep.current !== null) {
      if (pendingStep.current !== subStep) return;
      pendingStep.current = null;
    }
    if (search === location.search) return;
    const url = parseConfigUrl(location.search);
    const isNewStep = url.fileId === objectId && url.subStep !== null && url.subStep !== subStep;
    void navigate({ search }, { replace: !isNewStep });
  }, [
    isReady,
    objectId,
    subStep,
    printModeId,
    surfaceFinishId,
    colorId,
    scale,
    quantity,
    unit,
    location.search,
    navigate,
  ]);
}
