import type { SignupStep } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The four steps a visitor sees; welcome comes after them. */
export const INDICATED_STEPS = [
  'plans',
  'registration',
  'delivery',
  'payment',
] as const satisfies readonly SignupStep[];

/** Plan · Account · Delivery · Payment, the page's own step marked for assistive technology. */
export function StepIndicator({ current }: { current: (typeof INDICATED_STEPS)[number] }) {
  const { t } = useTranslation('signup');
  const position = INDICATED_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <p className="sr-only">{t('steps.position', { current: position + 1, total: INDICATED_STEPS.length })}</p>
      <ol className="flex items-center gap-1 text-sm tablet:gap-2">
        {INDICATED_STEPS.map((step, i) => {
          const state = i < position ? 'done' : i === position ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-line' : state === 'current' ? 'bg-salmon' : 'bg-kale'}`}
              />
              <span
                className={`truncate text-xs tablet:text-sm ${
                  state === 'current' ? 'font-bold text-ink' : state === 'done' ? 'text-kale' : 'text-ink-muted'
                }`}
              >
                {t(`steps.${step}`)}
                {state === 'done' && <span className="sr-only"> {t('steps.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
