import { lazy, Suspense } from 'react';
import type { ThreeCanvasProps } from './three-canvas';
import { useViewerText } from '../hooks/use-viewer-text';

// three.js and the 3MF loader stay in their own chunk: the configure screen paints before them.
const ThreeCanvas = lazy(async () => ({ default: (await import('./three-canvas')).ThreeCanvas }));

export function ModelViewer(props: ThreeCanvasProps) {
  const t = useViewerText();
  return (
    <Suspense
      fallback={
        <div className="viewer-stage">
          <p className="viewer-stage__status" role="status">
            <span className="spinner" aria-hidden="true" /> {t('canvas.loading')}
          </p>
        </div>
      }
    >
      <ThreeCanvas {...props} />
    </Suspense>
  );
}
