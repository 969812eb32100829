import type { OrderCard } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';

const STEPS = ['billed', 'out_for_delivery', 'delivered'] as const;

/** Where today's delivery is: confirmed (billed), on its way, delivered; the current step marked. */
export function TrackSteps({ card }: { card: OrderCard }) {
  const { t } = useTranslation('account');
  const current = STEPS.indexOf(card.status as (typeof STEPS)[number]);
  return (
    <ol aria-label={t('track.steps.label')} className="flex flex-col gap-2 tablet:flex-row tablet:gap-4">
      {STEPS.map((step, i) => {
        const done = current >= 0 && i < current;
        const now = i === current;
        return (
          <li
            key={step}
            aria-current={now ? 'step' : undefined}
            className={`flex flex-1 items-center gap-2 rounded-xl border-2 px-3 py-2 ${
              now
                ? 'border-kale bg-sage-light font-semibold'
                : done
                  ? 'border-line bg-white'
                  : 'border-line bg-white text-ink-muted'
            }`}
          >
            <span
              aria-hidden="true"
              className={`grid size-6 shrink-0 place-items-center rounded-full text-sm ${
                done || now ? 'bg-kale text-white' : 'border-2 border-line'
              }`}
            >
              {i + 1}
            </span>
            <span>
              {t(`track.steps.${step}`)}
              {done && <span className="sr-only">{` (${t('track.done')})`}</span>}
              {now && <span className="sr-only">{` (${t('track.now')})`}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
