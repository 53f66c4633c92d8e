import { useEffect, useState, type RefObject } from 'react';

/** True once the element has scrolled out of view above the viewport (the hero turns sticky). */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isPast;
}
