import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeliverySection } from '../../features/home/components/delivery-section';
import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { MaterialsOverview } from '../../features/home/components/materials-overview';
import { SupportSection } from '../../features/home/components/support-contacts';
import { preloadUploadCode, startUpload } from '../start-upload';
import { loadConfigureRoute, loadedConfigureRoute } from '../prepare-configure-screen';
import { useOrderProcessStore } from '../../stores/order-process-store';
import { SUPPORT_CONTACTS, UPLOAD_ACCEPT } from '../../lib/config';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { whenIdle } from '../../lib/when-idle';

/** The upload code is fetched when the home page is first idle, at the latest after 3 s. */
const UPLOAD_CODE_PRELOAD_TIMEOUT_MS = 3_000;

// The configure screen (three.js viewer and configurator) loads once an upload starts
// (prepare-configure-screen.ts) and shows once the file is analysed.
const LazyConfigureRoute = lazy(async () => ({ default: await loadConfigureRoute() }));

/**
 * The configure screen: rendered at once when its code is already there (the usual case after an
 * upload), through Suspense otherwise (a reload of `/?file=…`). Chosen once per mount, so the
 * screen is never mounted twice.
 */
function ConfigureScreen() {
  const [Loaded] = useState(loadedConfigureRoute);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <LazyConfigureRoute />
    </Suspense>
  );
}

export function HomeRoute() {
  const step = useOrderProcessStore((state) => state.step);
  const fileId = useOrderProcessStore((state) => state.fileId);
  // Issue 13 point 7: `/?file={id}&…` (a reload, a shared link, back/forward) opens the
  // configurator for that file; someone else's file answers 404 and the load state says so.
  // Only a change of the URL's file acts: a new upload started from the configure screen must
  // not be pulled back to the file still named in the address bar.
  const [searchParams] = useSearchParams();
  const urlFileId = searchParams.get('file');
  const actedOn = useRef<string | null>(null);
  useEffect(() => {
    if (urlFileId === actedOn.current) return;
    actedOn.current = urlFileId;
    if (urlFileId && (step !== 'configure-model' || fileId !== urlFileId)) {
      useOrderProcessStore.getState().startConfiguring(urlFileId);
    }
  }, [urlFileId, step, fileId]);
  if (step === 'configure-model') return <ConfigureScreen />;
  return <LandingRoute isUploading={step === 'upload'} />;
}

function LandingRoute({ isUploading }: { readonly isUploading: boolean }) {
  const { language } = useRouteLanguage();
  useDocumentTitle(null);
  useEffect(() => whenIdle(preloadUploadCode, UPLOAD_CODE_PRELOAD_TIMEOUT_MS), []);
  const pickFile = useCallback(
    (file: File) => void startUpload({ kind: 'file', file, isFromButton: true }, language),
    [language],
  );
  const dropFile = useCallback(
    (file: File) => void startUpload({ kind: 'file', file, isFromButton: false }, language),
    [language],
  );
  const startDemo = useCallback(() => void startUpload({ kind: 'demo' }, language), [language]);

  return (
    <>
      {/* While uploading, the order-process panel above shows the upload hero instead. */}
      {!isUploading && (
        <HomeHero
          accept={UPLOAD_ACCEPT}
          onFilePicked={pickFile}
          onFileDropped={dropFile}
          onStartDemo={startDemo}
        />
      )}
      <HowItWorks />
      <MaterialsOverview language={language} />
      <DeliverySection />
      <SupportSection contacts={SUPPORT_CONTACTS} />
    </>
  );
}
