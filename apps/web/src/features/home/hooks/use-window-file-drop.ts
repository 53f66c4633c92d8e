import { useEffect, useState } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * The whole window is a drop area while `isEnabled` (spec 1 §2): returns whether a file is being
 * dragged over it, for the hero's pulse. Counting enter/leave pairs ignores child-element hops.
 */
export function useWindowFileDrop(isEnabled: boolean, onDrop: (file: File) => void): boolean {
  const [isDragging, setDragging] = useState(false);

  useEffect(() => {
    if (!isEnabled) return undefined;
    let depth = 0;
    const handleEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const handleOver = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const handleLeave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const handleDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) onDrop(file);
    };
    window.addEventListener('dragenter', handleEnter);
    window.addEventListener('dragover', handleOver);
    window.addEventListener('dragleave', handleLeave);
    window.addEventListener('drop', handleDrop);
    return () => {
      window.removeEventListener('dragenter', handleEnter);
      window.removeEventListener('dragover', handleOver);
      window.removeEventListener('dragleave', handleLeave);
      window.removeEventListener('drop', handleDrop);
      setDragging(false);
    };
  }, [isEnabled, onDrop]);

  return isDragging;
}
