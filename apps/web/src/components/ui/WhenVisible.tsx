import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children (and so downloads their lazy chunk and data) only when the spot comes near
 * the screen: blocks far below the first view (the footer's newsletter and FAQ) cost nothing on
 * first load (decision 020). The server renders the empty spot; `className` reserves its space.
 */
export function WhenVisible({
  children,
  className,
  margin = '400px',
}: {
  children: ReactNode;
  className?: string;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests in jsdom) the children show at once.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && !('IntersectionObserver' in window));
  useEffect(() => {
    const element = spot.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  return (
    <div ref={spot} className={className}>
      {visible ? children : null}
    </div>
  );
}
