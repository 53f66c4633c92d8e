import '../../styles/configurator.css';
import { DeskApp } from '../../features/desk';
import type { DeskLineViewerProps } from '../../features/desk/utils/line-viewer-slot';
import { HistogramPictures } from '../../features/viewer/components/histogram-pictures';
import { ModelViewer } from '../../features/viewer/components/model-viewer';
import type { HistogramView } from '../../features/viewer/utils/histogram-view';

/** The desk does not keep a thumbnail from its view (the customer's configurator does). */
function keepNoFrontImage(): void {}

/**
 * An ordered line's 3D view and wall-thickness pictures in the desk: the customer's viewer,
 * reading the line's model and pictures through the desk's role-checked routes, at the scale,
 * unit, print mode and colour the customer ordered.
 */
function DeskLineViewer({ line, viewer }: DeskLineViewerProps) {
  const pictureUrl = (view: HistogramView) =>
    `${viewer.wallThicknessUrl}?${new URLSearchParams({
      direction: `${view.axis}${view.sign}`,
      rotation: String(view.rotation),
    }).toString()}`;
  return (
    <div className="desk-line-viewer">
      <ModelViewer
        isDue
        modelUrl={viewer.modelUrl}
        modelName={line.fileName}
        unit={viewer.unitOfLength}
        scale={line.scale}
        colorHex={line.colorHex}
        fallbackImageUrl={line.thumbnailUrl}
        onFrontImage={keepNoFrontImage}
      />
      <HistogramPictures pictureUrl={pictureUrl} isRepaired={viewer.isRepaired} />
    </div>
  );
}

const renderDeskLineViewer = (props: DeskLineViewerProps) => <DeskLineViewer {...props} />;

/**
 * /admin/*: the operator's desk (issue 25), a lazily loaded part of the app that the customer's
 * pages never load. The 3D viewer (another feature) is composed into it here.
 */
export function DeskRoute() {
  return <DeskApp lineViewer={renderDeskLineViewer} />;
}
