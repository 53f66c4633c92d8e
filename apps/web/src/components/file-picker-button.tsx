import { useRef, type ReactNode } from 'react';

export interface FilePickerButtonProps {
  readonly accept: string;
  readonly onFileChosen: (file: File) => void;
  readonly className?: string;
  readonly ariaLabel?: string;
  readonly children: ReactNode;
}

/** A real button that opens the browser's file picker (a bare file input is hard to style). */
export function FilePickerButton({
  accept,
  onFileChosen,
  className,
  ariaLabel,
  children,
}: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFileChosen(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
