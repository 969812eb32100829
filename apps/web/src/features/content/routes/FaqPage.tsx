import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { useFaqCategories, useFaqCategoryList } from '../api/queries.ts';
import { FaqList } from '../components/FaqList.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

const sectionId = (friendlyId: string) => `faq-${friendlyId}`;

/** Jumps to a category on this page without changing the address (the shell scrolls to the top on a new hash). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, friendlyId: string) {
  const target = document.getElementById(sectionId(friendlyId));
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** /faq: every category (faqs/categories) with its questions, each opening in place. */
export default function FaqPage() {
  const { t, locale } = useTranslation('content');
  const link = useLink();
  const navId = useId();
  const categories = useFaqCategories(locale);
  const list = categories.data?.categories ?? [];
  const details = useFaqCategoryList(
    list.map((c) => c.friendlyId),
    locale,
  );

  return (
    <>
      <PageHeader
        title={t('titles.faq')}
        summary={withSlots(t('faq.intro'), {
          contact: (
            <Link to={link('contact')} className="font-semibold text-kale underline underline-offset-4">
              {t('faq.contactLink')}
            </Link>
          ),
        })}
      />
      <div className="container-page py-10">
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <ErrorState onRetry={() => void categories.refetch()} />
        ) : (
          <div className="grid gap-10 desktop:grid-cols-[16rem_1fr]">
            <nav aria-labelledby={navId} className="desktop:sticky desktop:top-24 desktop:self-start">
              <h2 id={navId} className="mb-3 font-sans text-sm font-bold tracking-wide text-ink-muted uppercase">
                {t('faq.categoriesNav')}
              </h2>
              <ul className="flex flex-wrap gap-2 desktop:flex-col desktop:gap-1">
                {list.map((c) => (
                  <li key={c.friendlyId}>
                    <a
                      href={`#${sectionId(c.friendlyId)}`}
                      onClick={(e) => jumpTo(e, c.friendlyId)}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium text-kale-dark hover:bg-sage-light desktop:rounded-md desktop:border-0 desktop:px-3"
                    >
                      {c.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex min-w-0 flex-col gap-12">
              {list.map((c, i) => {
                const detail = details[i];
                return (
                  <section
                    key={c.friendlyId}
                    id={sectionId(c.friendlyId)}
                    tabIndex={-1}
                    aria-labelledby={`${sectionId(c.friendlyId)}-title`}
                    className="flex scroll-mt-24 flex-col gap-4 outline-none"
                  >
                    <div className="flex flex-col gap-1">
                      <h2 id={`${sectionId(c.friendlyId)}-title`} className="text-2xl tablet:text-3xl">
                        {c.name}
                      </h2>
                      <p className="text-sm text-ink-muted">
                        {t('faq.questionCount', { count: detail?.data?.faqs.length ?? c.count })}
                      </p>
                    </div>
                    {!detail || detail.isPending ? (
                      <LoadingState label={t('loading')} />
                    ) : detail.isError ? (
                      <ErrorState compact message={t('faq.categoryLoadError')} onRetry={() => void detail.refetch()} />
                    ) : (
                      <FaqList faqs={detail.data.faqs} locale={locale} level={3} />
                    )}
                    <Link
                      to={link('faq-category', { friendlyId: c.friendlyId })}
                      className="self-start text-sm font-semibold text-kale underline underline-offset-4"
                    >
                      {t('faq.openCategory', { name: c.name })}
                    </Link>
                  </section>
                );
              })}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
