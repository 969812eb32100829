import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink, useRouteParams } from '../../../lib/locale.ts';
import { useFaqCategory } from '../api/queries.ts';
import { FaqList } from '../components/FaqList.tsx';
import { NotFoundContent } from '../../../components/NotFoundContent.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

const FRIENDLY_ID = /^[a-z0-9-]{1,80}$/;

/** /faqs_category/{friendlyId} (French /fr/faq/categorie/{friendlyId}): one category's questions. */
export default function FaqCategoryPage() {
  const { t, locale } = useTranslation('content');
  const link = useLink();
  const { friendlyId = '' } = useRouteParams();
  const valid = FRIENDLY_ID.test(friendlyId);
  const category = useFaqCategory(friendlyId, locale, valid);

  // An unknown or malformed category is a page that does not exist.
  const missing =
    !valid || (category.error instanceof ApiError && (category.error.status === 404 || category.error.status === 400));
  if (missing) return <NotFoundContent />;

  return (
    <>
      <PageHeader title={category.data?.name ?? t('titles.faq-category')}>
        <Link to={link('faq')} className="self-start font-semibold text-kale underline underline-offset-4">
          {t('faq.backToAll')}
        </Link>
      </PageHeader>
      <div className="container-page py-10">
        <div className="max-w-4xl">
          {category.isPending ? (
            <LoadingState />
          ) : category.isError ? (
            <ErrorState onRetry={() => void category.refetch()} />
          ) : (
            <FaqList faqs={category.data.faqs} locale={locale} level={2} />
          )}
        </div>
      </div>
    </>
  );
}
