import { lazy, Suspense } from 'react';
import type { ThreeCanvasProps } from './three-canvas';
import { useViewerText } from '../hooks/use-viewer-text';

// three.js stays in its own chunk, and the model is parsed in a worker: the prices paint first.
const ThreeCanvas = lazy(async () => ({ default: (await import('./three-canvas')).ThreeCanvas }));

export interface ModelViewerProps extends ThreeCanvasProps {
  /** False while the viewer must wait (until the first prices are painted). */
  readonly isDue: boolean;
}

export function ModelViewer({ isDue, ...canvasProps }: ModelViewerProps) {
  const placeholder = <ViewerPlaceholder />;
  if (!isDue) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ThreeCanvas {...canvasProps} />
    </Suspense>
  );
}

function ViewerPlaceholder() {
  const t = useViewerText();
  return (
    <div className="viewer-stage">
      <p className="viewer-stage__status" role="status">
        <span className="spinner" aria-hidden="true" /> {t('canvas.loading')}
      </p>
    </div>
  );
}
