import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { nextTickMs, timeLeft, type TimeLeft } from './countdown.ts';
import type { ServerClock } from './server-clock.ts';

/**
 * A live countdown to a card's cutoff, to the minute. The cutoff's own wording (the day and time in
 * the delivery region's zone) comes from the server beside it; this only says how long is left.
 * `role="timer"` is not announced on every tick, so screen readers are not flooded.
 */
export function CutoffCountdown({
  cutoffAt,
  clock,
  onPassed,
}: {
  cutoffAt: string;
  clock: ServerClock;
  /** Called once when the cutoff passes while the page is open (the card's state changes then). */
  onPassed: () => void;
}) {
  const { t } = useTranslation('account');
  const until = Date.parse(cutoffAt);
  const [left, setLeft] = useState<TimeLeft>(() => timeLeft(until, clock.start));
  // The latest clock and callback, read by the timer without restarting it on every render.
  const latest = useRef({ clock, onPassed });
  useEffect(() => {
    latest.current = { clock, onPassed };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const next = timeLeft(until, latest.current.clock.now());
      setLeft(next);
      if (next.ms === 0) latest.current.onPassed();
      else timer = setTimeout(tick, nextTickMs(next));
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);

  if (left.ms === 0) return <p className="text-sm font-semibold text-ink-muted">{t('countdown.closed')}</p>;

  const time =
    left.days > 0
      ? `${t('countdown.days', { count: left.days })} ${t('countdown.hours', { count: left.hours })}`
      : left.hours > 0
        ? `${t('countdown.hours', { count: left.hours })} ${t('countdown.minutes', { count: left.minutes })}`
        : left.minutes > 0
          ? t('countdown.minutes', { count: left.minutes })
          : t('countdown.lessThanMinute');
  return (
    <p role="timer" className="text-sm font-semibold text-kale">
      {t('countdown.label', { time })}
    </p>
  );
}
