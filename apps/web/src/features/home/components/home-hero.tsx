import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../../../components/file-picker-button';
import { IconCheck, IconCube, IconLock, IconPlay, IconUpload } from '../../../components/icons';

export interface HomeHeroProps {
  readonly accept: string;
  readonly onFileChosen: (file: File) => void;
  readonly onStartDemo: () => void;
  /** What is chosen so far, already worded; null when nothing is. */
  readonly selectionText: string | null;
}

const TRUST_KEYS = ['price', 'check', 'delivery', 'customers'] as const;

export function HomeHero({ accept, onFileChosen, onStartDemo, selectionText }: HomeHeroProps) {
  const { t } = useTranslation();
  const [isDragging, setDragging] = useState(false);

  function acceptDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFileChosen(file);
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
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
          className={isDragging ? 'upload-card upload-card--dragging' : 'upload-card'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={acceptDrop}
        >
          <div className="upload-card__zone">
            <IconCube className="upload-card__icon" width="44" height="44" strokeWidth="1.4" />
            <FilePickerButton
              accept={accept}
              onFileChosen={onFileChosen}
              className="button button--primary button--large"
            >
              <IconUpload />
              {t('home.hero.choose')}
            </FilePickerButton>
            <p className="upload-card__drop">{t('home.hero.drop')}</p>
            <p className="upload-card__formats">{t('home.hero.formats')}</p>
            {selectionText !== null && (
              <p className="upload-card__selection" role="status">
                <IconCheck /> {selectionText}
              </p>
            )}
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
    </section>
  );
}
