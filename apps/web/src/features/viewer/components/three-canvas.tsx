import { useEffect, useRef, useState } from 'react';
import type { LengthUnit } from '@print/domain';
import type { BuildPlate } from '../utils/build-plate';
import { ModelScene } from '../utils/model-scene';
import { scheduleIdleTask } from '../utils/schedule-idle-task';
import { useViewerText } from '../hooks/use-viewer-text';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { formatNumber } from '../../../lib/format';
import { useIsCoarsePointer } from '../../../lib/use-coarse-pointer';

/** Light grey stage: bright enough (≥ 125) that edges are drawn black. */
export const VIEWER_BACKGROUND_HEX = '#eef1f5';

export interface ThreeCanvasProps {
  readonly modelUrl: string;
  readonly modelName: string;
  readonly unit: LengthUnit;
  readonly scale: number;
  readonly colorHex: string;
  /** A picture to show when WebGL or the model is not available. */
  readonly fallbackImageUrl: string | null;
  /** Receives a PNG of the render after the model loads and whenever its colour changes. */
  readonly onFrontImage: (png: Blob) => void;
}

type LoadState = 'loading' | 'ready' | 'failed';

/** Colour clicks in a row produce one thumbnail. */
const CAPTURE_DELAY_MS = 400;

/** The three.js canvas (lazily loaded chunk): orbit, zoom, fit to view, build plate, edges. */
export function ThreeCanvas(props: ThreeCanvasProps) {
  const { modelUrl, modelName, unit, scale, colorHex, fallbackImageUrl, onFrontImage } = props;
  const t = useViewerText();
  const isCoarsePointer = useIsCoarsePointer();
  const { language } = useRouteLanguage();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const onFrontImageRef = useRef(onFrontImage);
  const [state, setState] = useState<LoadState>('loading');
  const [plate, setPlate] = useState<BuildPlate | null>(null);
  const appearanceRef = useRef({ unit, scale, colorHex });

  useEffect(() => {
    appearanceRef.current = { unit, scale, colorHex };
    onFrontImageRef.current = onFrontImage;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const container = containerRef.current;
    if (!canvas || !container) return;
    const abort = new AbortController();
    let scene: ModelScene | null = null;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) scene?.resize(entry.contentRect.width, entry.contentRect.height);
    });
    // Created inside the promise so that a missing WebGL ends in the 'failed' state, not a crash.
    Promise.resolve()
      .then(async () => {
        const created = new ModelScene(canvas, { backgroundHex: VIEWER_BACKGROUND_HEX });
        scene = created;
        observer.observe(container);
        created.resize(container.clientWidth || 400, container.clientHeight || 400);
        await created.load(modelUrl, abort.signal);
        if (abort.signal.aborted) return;
        sceneRef.current = created;
        setPlate(created.setAppearance(appearanceRef.current));
        created.fitToView();
        setState('ready');
      })
      .catch(() => {
        if (!abort.signal.aborted) setState('failed');
      });
    return () => {
      abort.abort();
      sceneRef.current = null;
      observer.disconnect();
      scene?.dispose();
    };
  }, [modelUrl]);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene) return;
    setPlate(scene.setAppearance({ unit, scale, colorHex }));
    scene.fitToView();
  }, [unit, scale, colorHex]);

  // The cart thumbnail: once the model shows, and again when the colour settles; in idle time.
  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || state !== 'ready') return;
    return scheduleIdleTask(CAPTURE_DELAY_MS, async (isActive) => {
      const png = await scene.captureImage().catch(() => null);
      if (png && isActive()) onFrontImageRef.current(png);
    });
  }, [colorHex, state]);

  return (
    <div className="viewer-stage" ref={containerRef}>
      <canvas
        ref={canvasRef}
        className="viewer-stage__canvas"
        width={400}
        height={400}
        role="img"
        aria-label={t(isCoarsePointer ? 'canvas.labelTouch' : 'canvas.label', { name: modelName })}
        data-state={state}
      />
      {state === 'loading' && (
        <p className="viewer-stage__status" role="status">
          <span className="spinner" aria-hidden="true" /> {t('canvas.loading')}
        </p>
      )}
      {state === 'failed' && (
        <div className="viewer-stage__fallback">
          {fallbackImageUrl && <img src={fallbackImageUrl} alt="" width={400} height={400} />}
          <p role="status">{t('canvas.failed')}</p>
        </div>
      )}
      {state === 'ready' && (
        <div className="viewer-stage__toolbar">
          {plate && (
            <span className="viewer-stage__grid-label">
              {t('canvas.grid', {
                spacing: formatNumber(plate.spacing, language),
                unit,
              })}
            </span>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => sceneRef.current?.fitToView()}
          >
            {t('canvas.fit')}
          </button>
        </div>
      )}
    </div>
  );
}
