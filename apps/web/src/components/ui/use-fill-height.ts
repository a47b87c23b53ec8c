import { type CSSProperties, useCallback, useEffect, useState } from 'react';

/**
 * A height that fills the screen from where the element starts down to the area layout's bottom
 * bar (Mantine's `--app-shell-footer-offset`) and padding, so the list scrolls inside the screen
 * and the map is full height. The start is measured (not assumed), so the offline banner above
 * the screen pushes it down instead of pushing it off screen; measured again on resize and
 * whenever the main column's content changes size.
 */
export function useFillHeight(): [(element: HTMLElement | null) => void, CSSProperties] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => {
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);

  const ref = useCallback((node: HTMLElement | null) => setElement(node), []);
  const style: CSSProperties = {
    height:
      top === null
        ? undefined
        : `calc(100dvh - ${top}px - var(--app-shell-footer-offset, 0rem) - var(--app-shell-padding, 0rem))`,
    minHeight: 320,
  };
  return [ref, style];
}
