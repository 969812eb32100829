import type { ReactNode } from 'react';
import type { PageSlug } from '@fp/contracts';
import { titleKey } from '@fp/i18n';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useCurrentRoute } from '../../../lib/locale.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { usePage } from '../api/queries.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import { formatDay } from '@fp/domain';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { PageHeader } from './PageHeader.tsx';

/**
 * A long-form page from pages/show: the h1 (the route's title until the text is there, so the
 * heading keeps its place and focus), the summary, the blocks, and the "last updated" date of
 * legal pages. `before` and `after` hold what a page adds around its text (steps, figures,
 * delivery areas, a form); they show whatever happens to the text.
 */
export function ContentPageView({
  slug,
  legal = false,
  before,
  after,
}: {
  slug: PageSlug;
  legal?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t, locale } = useTranslation('content');
  const { name } = useCurrentRoute();
  const page = usePage(slug, locale);
  const data = page.data;

  return (
    <>
      <PageHeader title={data?.title ?? t(titleKey(name))} summary={data?.summary}>
        {legal && data ? (
          <p className="text-sm text-ink-muted">
            {withSlots(t('page.lastUpdated'), {
              date: <time dateTime={data.updatedOn}>{formatDay(data.updatedOn, locale, 'date')}</time>,
            })}
          </p>
        ) : null}
      </PageHeader>
      {before}
      <div className="container-page py-10">
        {page.isPending ? (
          <LoadingState />
        ) : page.isError ? (
          <ErrorState onRetry={() => void page.refetch()} />
        ) : (
          <ContentBlocks blocks={page.data.blocks} />
        )}
      </div>
      {after}
    </>
  );
}
