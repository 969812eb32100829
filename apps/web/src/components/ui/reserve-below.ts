/**
 * A ref for a bar stuck to the bottom of the screen (a total and its button on a phone). While the
 * bar is sticky and shown, the page's bottom scroll padding is the bar's height, so whatever the
 * browser brings into view (a focused field, the next choice, a search hit) stops above the bar
 * instead of under it. Where the bar is not sticky (another breakpoint, a short screen) or hidden,
 * nothing is reserved.
 */
export function reserveBelow(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement;
  const reserve = () => {
    const stuck = getComputedStyle(bar).position === 'sticky';
    const height = stuck ? Math.ceil(bar.getBoundingClientRect().height) : 0;
    root.style.scrollPaddingBottom = height > 0 ? `${height}px` : '';
  };
  reserve();
  // The height follows the words (French is longer, a 320 px screen wraps); stickiness follows
  // the breakpoint and the screen's height.
  // Without ResizeObserver (jsdom), the size read once stands.
  const sized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
  sized?.observe(bar);
  window.addEventListener('resize', reserve);
  return () => {
    sized?.disconnect();
    window.removeEventListener('resize', reserve);
    root.style.scrollPaddingBottom = '';
  };
}
