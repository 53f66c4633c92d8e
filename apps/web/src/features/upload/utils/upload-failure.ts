import type { UploadText } from '../texts';
import { upload as uploadTexts } from '../../../locales/de/upload';
import type { UploadRefusal } from './upload-refusal';
import { listSupportedFormats } from './upload-refusal';

type ContentRefusalCode = Exclude<keyof typeof uploadTexts.refused, 'header' | 'advice'>;

/** The server's early refusals of a file that is not what its extension says (decision 0016). */
function isContentRefusal(code: string): code is ContentRefusalCode {
  return code in uploadTexts.refused && code !== 'header' && code !== 'advice';
}

/**
 * The snackbar for a failed upload or analysis (spec 1 §8 "Load of … upload failed"): the
 * server's refusals get their own translated text, an analysis failure shows the server's
 * localized reason, anything else the catalogue's "try again later".
 */
export function describeUploadFailure(
  error: { readonly code: string; readonly message: string },
  t: UploadText,
): UploadRefusal {
  const header = t('errors.header');
  if (isContentRefusal(error.code))
    return {
      header: t('refused.header'),
      body: `${t(`refused.${error.code}`)} ${t('refused.advice')}`,
    };
  switch (error.code) {
    case 'FILE_TOO_LARGE':
      return { header, body: t('tooLarge') };
    case 'UNSUPPORTED_FILE_TYPE':
      return {
        header,
        body: t('supportedFormats', { formats: listSupportedFormats() }),
      };
    case 'EMPTY_FILE':
      return { header, body: t('emptyFile') };
    case 'QUEUE_FULL':
      return { header, body: t('errors.queueFull') };
    case 'SESSION_ANALYSIS_LIMIT':
      return { header, body: t('errors.sessionLimit') };
    case 'ANALYSIS_CLIENT_LIMIT':
      return { header, body: t('errors.clientLimit') };
    case 'RATE_LIMITED':
    case 'TOO_MANY_REQUESTS':
      return { header, body: t('errors.rateLimited') };
    case 'TIMEOUT':
      return { header, body: t('errors.timeout') };
    case 'NETWORK_ERROR':
    case 'HTTP_ERROR':
    case 'INVALID_RESPONSE':
    case 'TASK_READ_FAILED':
      return { header, body: t('errors.uploadFailed') };
    default:
      // An analysis failure carries the server's reason in the customer's language.
      return {
        header,
        body: error.message.length > 0 ? error.message : t('errors.uploadFailed'),
      };
  }
}
