import '../../styles/configurator.css';
import { useCallback, useState } from 'react';
import { AnalysisTools } from '../../features/viewer/components/analysis-tools';
import { HistogramPictures } from '../../features/viewer/components/histogram-pictures';
import { ModelViewer } from '../../features/viewer/components/model-viewer';
import { useDeferredViewer } from '../../features/viewer/hooks/use-deferred-viewer';
import { Configurator } from '../../features/configurator/components/configurator';
import { ConfigureLoadState } from '../../features/configurator/components/configure-load-state';
import { useAnalytxFile } from '../../lib/server-state/analytx-file';
import { usePrintModes } from '../../lib/server-state/print-modes';
import { useConfigureItem } from '../../features/configurator/hooks/use-configure-item';
import { useConfiguratorText } from '../../features/configurator/hooks/use-configurator-text';
import { useCurrentItemStore } from '../../features/configurator/stores/current-item-store';
import { useOrderProcessStore } from '../../stores/order-process-store';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The configure screen on / once a file is analysed: viewer left, configuration right (spec 1 §2). */
export function ConfigureRoute() {
  const { language } = useRouteLanguage();
  const t = useConfiguratorText();
  const fileId = useOrderProcessStore((state) => state.fileId);
  const fileQuery = useAnalytxFile(fileId);
  const modesQuery = usePrintModes(language);
  const file = fileQuery.data;
  const modes = modesQuery.data;
  const { colorHex, isReady } = useConfigureItem(
    file,
    modes,
    fileQuery.isError || modesQuery.isError,
  );
  const scale = useCurrentItemStore((state) => state.scale);
  const unit = useCurrentItemStore((state) => state.unit);
  const printModeId = useCurrentItemStore((state) => state.printModeId);
  const setFrontImageData = useCurrentItemStore((state) => state.setFrontImageData);
  // The repair modal opens by itself for a repaired file (spec 1 §4) until the customer closes it.
  const [repairModal, setRepairModal] = useState<{ fileId: string | null; isOpen: boolean }>({
    fileId: null,
    isOpen: false,
  });
  const hasRepairInfo = file?.repairInfo != null;
  const isRepairOpen = hasRepairInfo && (repairModal.fileId === fileId ? repairModal.isOpen : true);
  const setRepairOpen = (isOpen: boolean) => setRepairModal({ fileId, isOpen });
  const onFrontImage = useCallback((png: Blob) => setFrontImageData(png), [setFrontImageData]);
  // Prices first: the viewer (three.js + a possibly huge model) joins once they are painted.
  const { isViewerDue, releaseViewer } = useDeferredViewer(fileId);
  useDocumentTitle(file?.name ?? null);

  if (!file || !modes || !isReady) {
    return (
      <ConfigureLoadState
        isError={fileQuery.isError || modesQuery.isError}
        onRetry={() => {
          void fileQuery.refetch();
          void modesQuery.refetch();
        }}
      />
    );
  }

  const renderView = file.files ? (
    <ModelViewer
      isDue={isViewerDue}
      modelUrl={file.files['3mf']}
      modelName={file.name}
      unit={unit}
      scale={scale}
      colorHex={colorHex}
      fallbackImageUrl={file.frontPictures[0] ?? null}
      onFrontImage={onFrontImage}
    />
  ) : null;
  const histogramView =
    printModeId && scale > 0 ? (
      <HistogramPictures
        fileId={file._id}
        scale={scale}
        unit={unit}
        printModeId={printModeId}
        isRepaired={file.repairInfo !== null}
      />
    ) : null;

  return (
    <section className="configure" aria-labelledby="configure-title">
      <div className="configure__inner">
        <header className="configure__header">
          <p className="configure__eyebrow">{t('title')}</p>
          <h1 id="configure-title" className="configure__title">
            {file.name}
          </h1>
        </header>
        <div className="configure__layout">
          <div className="configure__viewer">
            <AnalysisTools
              repairInfo={file.repairInfo}
              isWatertight={file.analysedProperties?.watertight ?? false}
              isRepairOpen={isRepairOpen}
              onRepairOpenChange={setRepairOpen}
              renderView={renderView}
              histogramView={histogramView}
            />
          </div>
          <div className="configure__panel">
            <Configurator
              file={file}
              modes={modes}
              onShowRepairs={() => setRepairOpen(true)}
              onPricesShown={releaseViewer}
              onAddedToCart={() => useOrderProcessStore.getState().finishAddingToCart()}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
