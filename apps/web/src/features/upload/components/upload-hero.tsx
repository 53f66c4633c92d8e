import { FilePickerButton } from '../../../components/file-picker-button';
import { IconClose, IconCube, IconUpload } from '../../../components/icons';
import { formatFileSizeMb } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { UPLOAD_ACCEPT } from '../../../lib/config';
import { useUploadProgressStore } from '../stores/upload-progress-store';
import { useUploadText } from '../texts';
import './upload-hero.css';

export interface UploadHeroProps {
  readonly language: Language;
  readonly onFilePicked: (file: File) => void;
  readonly onClose: () => void;
}

/**
 * The upload step of the order-process panel (spec 1 §2): a hero with a close cross, a file
 * chooser, the request to choose 3D data and the current progress message.
 */
export function UploadHero({ language, onFilePicked, onClose }: UploadHeroProps) {
  const t = useUploadText();
  const { phase, messageKey, loadedBytes, totalBytes, fileName } = useUploadProgressStore();
  const isUploading = phase === 'uploading' && totalBytes > 0;
  const percent = isUploading ? Math.min(100, Math.round((loadedBytes / totalBytes) * 100)) : null;
  const isBusy = phase !== 'before-upload' || messageKey !== 'preparing';

  return (
    <section className="upload-hero" aria-labelledby="upload-hero-title" data-testid="upload-hero">
      <div className="upload-hero__inner container">
        <button
          type="button"
          className="icon-button upload-hero__close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <IconClose />
        </button>
        <IconCube className="upload-hero__icon" width="48" height="48" strokeWidth="1.4" />
        <h2 id="upload-hero-title" className="upload-hero__title">
          {t('chooseText')}
        </h2>
        {fileName !== null && <p className="upload-hero__file">{fileName}</p>}
        <div className="upload-hero__progress" aria-live="polite">
          <p className="upload-hero__message" data-testid="upload-message">
            {isBusy && <span className="spinner" aria-hidden="true" />}
            {t(`messages.${messageKey}`)}
          </p>
          <div
            className="progress-bar"
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            {...(percent === null ? {} : { 'aria-valuenow': percent })}
          >
            <span
              className={
                percent === null
                  ? 'progress-bar__fill progress-bar__fill--indeterminate'
                  : 'progress-bar__fill'
              }
              style={percent === null ? undefined : { width: `${percent}%` }}
            />
          </div>
          {isUploading && (
            <p className="upload-hero__bytes" data-testid="upload-bytes">
              {t('uploadedOf', {
                loaded: formatFileSizeMb(loadedBytes, language),
                total: formatFileSizeMb(totalBytes, language),
              })}
            </p>
          )}
        </div>
        <FilePickerButton
          accept={UPLOAD_ACCEPT}
          onFileChosen={onFilePicked}
          className="button button--secondary"
        >
          <IconUpload />
          {t('choose')}
        </FilePickerButton>
      </div>
    </section>
  );
}
