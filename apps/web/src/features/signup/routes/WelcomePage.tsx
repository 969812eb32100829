import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@fp/domain';
import type { OutputOf, getWelcome } from '@fp/contracts';
import type { TranslateFunction } from '@fp/i18n';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Picture } from '../../../components/ui/Picture.tsx';
import { usePageTitle } from '../../../components/ui/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useWelcome } from '../api/queries.ts';
import { MoneyLines } from '../components/MoneyLines.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { SignupLayout } from '../components/SignupLayout.tsx';
import { StepGate } from '../components/StepGate.tsx';

type Welcome = OutputOf<typeof getWelcome>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
      <h2 className="text-xl">{title}</h2>
      {children}
    </section>
  );
}

/** The payment as it stands now (defect 4): a skipped week's authorisation released is said so. */
function paymentSentence(payment: Welcome['payment'], amount: string, t: TranslateFunction<'signup'>): string {
  const card = payment.card;
  switch (payment.status) {
    case 'charged':
      return t('welcome.charged', { amount, card });
    case 'released':
      return t('welcome.released', { amount, card });
    case 'refunded':
      return t('welcome.refunded', { amount, card });
    case 'authorized':
    case 'due':
      return t('welcome.authorized', { amount, card, date: payment.chargeAtLabel ?? '' });
  }
}

function WelcomeView({ data }: { data: Welcome }) {
  const { t, locale } = useTranslation('signup');
  const link = useLink();
  const title = t('welcome.title', { name: data.firstName });
  usePageTitle(title);
  const amount = formatMoney(data.payment.amountCents, locale);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl break-words tablet:text-4xl">{title}</h1>
        <p className="text-ink-muted">{t('welcome.intro')}</p>
      </div>

      <Section title={t('welcome.deliveryTitle')}>
        <p className="text-lg font-semibold">
          {t('welcome.deliveryWhen', { date: data.delivery.dateLabel, window: data.delivery.windowLabel })}
        </p>
        <p className="break-words text-ink-muted">{t('welcome.address', { address: data.address })}</p>
      </Section>

      <Section title={t('welcome.mealsTitle')}>
        {data.items.length === 0 ? (
          <p>{t('welcome.noMeals')}</p>
        ) : (
          <>
            <p className="text-ink-muted">{t('welcome.mealsIntro')}</p>
            <ul className="grid gap-3 tablet:grid-cols-2">
              {data.items.map((item) => (
                <li key={item.productId} className="flex items-center gap-3">
                  {item.imageId !== null ? (
                    <Picture
                      id={item.imageId}
                      alt=""
                      width={96}
                      height={72}
                      sizes="96px"
                      className="h-18 w-24 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="h-18 w-24 shrink-0 rounded-lg bg-sage-light" />
                  )}
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold break-words">{item.name}</span>
                    <span className="text-sm text-ink-muted">{t('welcome.servings', { count: item.servings })}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section title={t('welcome.paymentTitle')}>
        <p>{paymentSentence(data.payment, amount, t)}</p>
        {/* Shown, not folded: a new customer checks what the first charge is made of (issue 9). */}
        <div>
          <h3 className="font-sans text-base font-semibold">{t('welcome.totalsTitle')}</h3>
          <MoneyLines {...data.totals} />
        </div>
        {data.credits.length > 0 && (
          <div>
            <h3 className="font-sans text-base font-semibold">{t('welcome.credits')}</h3>
            <ul>
              {data.credits.map((credit, i) => (
                <li key={i} className="flex justify-between gap-4">
                  <span>{credit.label}</span>
                  <span className="tabular-nums">{formatMoney(credit.amountCents, locale)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      <Section title={t('welcome.cutoffTitle')}>
        <p>{t('welcome.cutoff', { cutoff: data.delivery.cutoffLabel })}</p>
      </Section>

      <div className="flex flex-wrap gap-3">
        <Link to={link('account')} className={buttonClass('primary')}>
          {t('welcome.toAccount')}
        </Link>
        <Link to={link('menu-week', { date: 'this-week' })} className={buttonClass('secondary')}>
          {t('welcome.toMenu')}
        </Link>
      </div>
    </div>
  );
}

function WelcomeContent() {
  const { locale } = useTranslation('signup');
  const welcome = useWelcome(locale);
  if (welcome.isPending) return <LoadingState />;
  if (welcome.isError) return <ErrorState error={welcome.error} onRetry={() => void welcome.refetch()} />;
  return <WelcomeView data={welcome.data} />;
}

/** /signup/welcome: what the new subscriber needs to know about their first order. */
export default function WelcomePage() {
  return (
    <SignupLayout wide>
      <StepGate page="welcome">
        <WelcomeContent />
      </StepGate>
    </SignupLayout>
  );
}
