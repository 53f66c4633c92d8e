import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../../../components/file-picker-button';
import { IconCheck, IconCube, IconLock, IconPlay, IconUpload } from '../../../components/icons';
import { useIsCoarsePointer } from '../../../lib/use-coarse-pointer';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import './home-hero-drop.css';
import { useWindowFileDrop } from '../hooks/use-window-file-drop';

export interface HomeHeroProps {
  readonly accept: string;
  /** Chosen with the button (the upload then waits 500 ms, spec 1 §9). */
  readonly onFilePicked: (file: File) => void;
  /** Dropped anywhere on the window. */
  readonly onFileDropped: (file: File) => void;
  readonly onStartDemo: () => void;
}

const TRUST_KEYS = ['price', 'check', 'delivery', 'customers'] as const;

/** The home hero; the whole window accepts a dropped file, and the hero pulses while one is dragged. */
export function HomeHero({ accept, onFilePicked, onFileDropped, onStartDemo }: HomeHeroProps) {
  const { t } = useTranslation();
  const isDragging = useWindowFileDrop(true, onFileDropped);
  const cardRef = useRef<HTMLDivElement>(null);
  const isSticky = useScrolledPast(cardRef);
  // The test id marks the hero once it is interactive: automation never clicks (or drops a file
  // on) the static pre-rendered copy before React has hydrated it.
  const isHydrated = useIsHydrated();
  const isCoarsePointer = useIsCoarsePointer();

  return (
    <section
      className={isDragging ? 'hero hero--dragging' : 'hero'}
      aria-labelledby="hero-title"
      data-testid={isHydrated ? 'home-hero' : undefined}
    >
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <ul className="hero__trust">
            {TRUST_KEYS.map((key) => (
              <li key={key}>
                <IconCheck className="hero__trust-icon" />
                {t(`home.trust.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div
          ref={cardRef}
          className={isDragging ? 'upload-card upload-card--dragging' : 'upload-card'}
        >
          <div className="upload-card__zone">
            <IconCube className="upload-card__icon" width="44" height="44" strokeWidth="1.4" />
            <FilePickerButton
              accept={accept}
              onFileChosen={onFilePicked}
              className="button button--primary button--large"
            >
              <IconUpload />
              {t('home.hero.choose')}
            </FilePickerButton>
            <p className="upload-card__drop" data-testid="upload-drop-hint">
              {isCoarsePointer ? t('home.hero.tap') : t('home.hero.drop')}
            </p>
            <p className="upload-card__formats">{t('home.hero.formats')}</p>
          </div>
          <div className="upload-card__demo">
            <button type="button" className="button button--link" onClick={onStartDemo}>
              <IconPlay />
              {t('home.hero.demo')}
            </button>
            <span className="upload-card__demo-hint">{t('home.hero.demoHint')}</span>
          </div>
          <p className="upload-card__privacy">
            <IconLock width="16" height="16" />
            {t('home.hero.privacy')}
          </p>
        </div>
      </div>
      {isSticky && (
        <div className="hero-sticky" data-testid="hero-sticky">
          <div className="hero-sticky__inner container">
            <span className="hero-sticky__text">
              {isCoarsePointer ? t('home.hero.tap') : t('home.hero.drop')}
            </span>
            <FilePickerButton
              accept={accept}
              onFileChosen={onFilePicked}
              className="button button--primary"
            >
              <IconUpload />
              {t('home.hero.choose')}
            </FilePickerButton>
          </div>
        </div>
      )}
    </section>
  );
}
