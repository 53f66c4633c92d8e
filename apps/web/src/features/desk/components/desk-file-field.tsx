import { useId, useState } from 'react';
import { formatFileSize } from '../../../lib/format';
import { useDeskText } from '../texts';
import { useDeskLanguage } from '../utils/desk-language';

/**
 * A labelled file input of the desk with the chosen files listed below it (each removable by
 * keyboard). The parent keeps the files; the input is reset after each choice, so choosing again
 * adds files (with `multiple`) or replaces the one file.
 */
export function DeskFileField({
  label,
  hint,
  accept,
  isMultiple = false,
  files,
  onChange,
  error,
}: {
  readonly label: string;
  readonly hint: string;
  readonly accept: string;
  readonly isMultiple?: boolean;
  readonly files: readonly File[];
  readonly onChange: (files: File[]) => void;
  readonly error?: string | null;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const id = useId();
  const [inputKey, setInputKey] = useState(0);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="desk-files">
      <label htmlFor={id} className="desk-files__label">
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={accept}
        multiple={isMultiple}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          onChange(isMultiple ? [...files, ...chosen] : chosen.slice(0, 1));
          setInputKey((key) => key + 1);
        }}
      />
      <span id={hintId} className="desk-hint">
        {hint}
      </span>
      {files.length > 0 && (
        <ul className="desk-files__chosen">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name} <span className="desk-hint">({formatFileSize(file.size, language)})</span>{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('deskFiles.remove', { file: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="desk-alert desk-alert--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
