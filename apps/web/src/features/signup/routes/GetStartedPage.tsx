import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useGetStartedData } from '../api/queries.ts';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';

const POINTS = ['choose', 'deliver', 'flexible'] as const;

/** /get-started: the discount banner's target, leading into the funnel where the visitor left it. */
export default function GetStartedPage() {
  const { t, locale } = useTranslation('signup');
  const data = useGetStartedData(locale);

  return (
    <div className="bg-cream">
      <div className="container-page flex flex-col gap-6 py-10 tablet:py-16">
        <h1 className="max-w-3xl text-3xl break-words tablet:text-5xl">{t('getStarted.title')}</h1>
        {data.isPending && <LoadingState />}
        {data.isError && <ErrorState error={data.error} onRetry={() => void data.refetch()} />}
        {data.data && !data.data.enabled && (
          <div className="flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="text-xl">{t('getStarted.disabledTitle')}</h2>
            <p>{t('getStarted.disabled')}</p>
          </div>
        )}
        {data.data?.enabled && (
          <>
            <p className="max-w-3xl text-lg text-ink-muted">{t('getStarted.intro')}</p>
            {(data.data.discountCode || data.data.freeMeals > 0) && (
              <p className="max-w-2xl self-start rounded-2xl bg-salmon-light px-5 py-3 text-lg font-semibold text-ink">
                {data.data.discountCode
                  ? t('getStarted.codeHeld', { code: data.data.discountCode })
                  : t('getStarted.offer', { count: data.data.freeMeals })}
              </p>
            )}
            <Link to={data.data.signupPath} className={buttonClass('primary', 'self-start px-8 text-base')}>
              {t('getStarted.cta')}
            </Link>
            <section aria-labelledby="get-started-how" className="flex flex-col gap-3 pt-4">
              <h2 id="get-started-how" className="text-2xl">
                {t('getStarted.howItWorks')}
              </h2>
              <ol className="grid gap-4 tablet:grid-cols-3">
                {POINTS.map((point) => (
                  <li key={point} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
                    <Icon name="leaf" className="mt-0.5 size-5 shrink-0 text-kale" />
                    <span>{t(`getStarted.points.${point}`)}</span>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
