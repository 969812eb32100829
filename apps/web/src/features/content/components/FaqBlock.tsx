import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useFaqsForPage } from '../api/queries.ts';
import { FaqList } from './FaqList.tsx';

/**
 * SPEC.md §2: the FAQ block above the footer of the pages a category lists (faqs/for_page), with
 * a sign-up call to action on the home page. No category, or a failed fetch, shows nothing.
 */
export default function FaqBlock({ page, signup = false }: { page: string; signup?: boolean }) {
  const { t, locale } = useTranslation('content');
  const link = useLink();
  const headingId = useId();
  const { data } = useFaqsForPage(page, locale);
  const category = data?.category;
  if (!category || category.faqs.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-16 bg-cream">
      <div className="container-page grid gap-8 py-12 desktop:grid-cols-[1fr_2fr]">
        <div className="flex flex-col items-start gap-3">
          <h2 id={headingId} className="text-3xl">
            {t('faq.blockTitle')}
          </h2>
          <p className="text-lg text-kale">{category.name}</p>
          <Link
            to={link('faq-category', { friendlyId: category.friendlyId })}
            className="font-semibold text-kale underline underline-offset-4"
          >
            {t('faq.blockAllLink')}
          </Link>
          {signup && (
            <div className="mt-4 flex flex-col items-start gap-3 rounded-2xl bg-white p-5 shadow-sm">
              <p className="font-display text-xl text-kale-dark">{t('faq.signupTitle')}</p>
              <p className="text-ink-muted">{t('faq.signupText')}</p>
              <Link to={link('signup-plans')} className={buttonClass('primary')}>
                {t('faq.signupCta')}
              </Link>
            </div>
          )}
        </div>
        <FaqList faqs={category.faqs} locale={locale} level={3} />
      </div>
    </section>
  );
}
