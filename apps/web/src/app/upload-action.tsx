import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilePickerButton } from '../components/file-picker-button';
import { IconUpload } from '../components/icons';
import { isOrderOngoing, useOrderProcessStore } from '../stores/order-process-store';
import { UPLOAD_ACCEPT } from '../lib/config';
import { localizePath, type Language } from '../lib/language';
import { startUpload } from './start-upload';

/** The header's upload button: only while no order is ongoing or the last one is completed. */
export function UploadAction({ language }: { readonly language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const step = useOrderProcessStore((state) => state.step);
  if (isOrderOngoing(step)) return null;
  return (
    <FilePickerButton
      accept={UPLOAD_ACCEPT}
      className="button button--primary header-upload"
      ariaLabel={t('shell.upload')}
      onFileChosen={(file) => {
        // The upload runs in the panel on the home page, which also hosts the configure screen.
        void navigate(localizePath('/', language));
        void startUpload({ kind: 'file', file, isFromButton: true }, language);
      }}
    >
      <IconUpload />
      <span className="header-upload__label">{t('shell.uploadShort')}</span>
    </FilePickerButton>
  );
}
