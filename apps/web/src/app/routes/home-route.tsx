import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliverySection } from '../../features/home/components/delivery-section';
import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { MaterialsOverview } from '../../features/home/components/materials-overview';
import { SupportSection } from '../../features/home/components/support-contacts';
import { useOrderProcessStore, type OrderSource } from '../../stores/order-process-store';
import { SUPPORT_CONTACTS, UPLOAD_ACCEPT } from '../../lib/config';
import { formatFileSizeMb } from '../../lib/format';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useDocumentTitle } from '../../lib/use-document-title';

// The configure screen (three.js viewer and configurator) loads only once a file is analysed.
const ConfigureRoute = lazy(async () => ({
  default: (await import('./configure-route')).ConfigureRoute,
}));

export function HomeRoute() {
  const step = useOrderProcessStore((state) => state.step);
  if (step === 'configure-model') {
    return (
      <Suspense fallback={null}>
        <ConfigureRoute />
      </Suspense>
    );
  }
  return <LandingRoute />;
}

function LandingRoute() {
  const { t } = useTranslation();
  const { language } = useRouteLanguage();
  const source = useOrderProcessStore((state) => state.source);
  const chooseFile = useOrderProcessStore((state) => state.chooseFile);
  const startDemo = useOrderProcessStore((state) => state.startDemo);
  useDocumentTitle(null);

  function describeSource(chosen: OrderSource | null): string | null {
    if (chosen === null) return null;
    if (chosen.kind === 'demo') return t('home.hero.demoSelected');
    return t('home.hero.selected', {
      name: chosen.file.name,
      size: formatFileSizeMb(chosen.file.size, language),
    });
  }

  return (
    <>
      <HomeHero
        accept={UPLOAD_ACCEPT}
        onFileChosen={chooseFile}
        onStartDemo={startDemo}
        selectionText={describeSource(source)}
      />
      <HowItWorks />
      <MaterialsOverview language={language} />
      <DeliverySection />
      <SupportSection contacts={SUPPORT_CONTACTS} />
    </>
  );
}
