import { useId } from 'react';
import type { OutputOf, getTestPaymentData } from '@fp/contracts';
import { useTranslation } from '../../lib/i18n.tsx';
import { buttonClass } from '../ui/button-styles.ts';

type TestCard = OutputOf<typeof getTestPaymentData>['cards'][number];

/** Outside production: the test gateway's numbers, each one click away from the number field. */
export function TestCardList({ cards, onUse }: { cards: TestCard[]; onUse(number: string): void }) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-dashed border-kale/60 bg-sage-light/40 p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('testCards.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('testCards.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {cards.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-col">
              <span className="font-mono text-sm text-ink">{card.number}</span>
              <span className="text-sm text-ink-muted">{card.label}</span>
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'px-3 py-1')}
              aria-label={t('testCards.use', { label: `${card.number}, ${card.label}` })}
              onClick={() => onUse(card.number)}
            >
              {t('testCards.useShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
