import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { usePageTitle } from '../../../components/ui/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink, useRouteParams } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session.ts';
import { useFileProductUnderSlug, useProductDetail } from '../api/queries.ts';
import { ProductDetails, UnavailableProduct } from '../components/ProductDetails.tsx';

// Only for a signed-in household on a market item: its own chunk, off the public first load (decision 020).
const MarketSubscribeControl = lazy(async () => ({
  default: (await import('../../../components/market-subscription/MarketSubscribeControl.tsx')).MarketSubscribeControl,
}));

/** /product/{id or slug} and /fr/produit/{slug}: the whole recipe, or "no longer available". */
export default function ProductPage() {
  const { t, locale } = useTranslation('catalog');
  const link = useLink();
  const navigate = useNavigate();
  const { id } = useRouteParams();
  const { data, isPending, isError } = useProductDetail(id, locale);
  const fileUnderSlug = useFileProductUnderSlug();
  const { loggedIn } = useSession();
  usePageTitle(data?.name ?? (isError ? t('product.unavailableTitle') : undefined));

  // An id or the other language's slug moves to this language's address, showing the same answer.
  useEffect(() => {
    if (!data || id === data.slug) return;
    fileUnderSlug(data, locale);
    void navigate(link('product', { id: data.slug }), { replace: true });
  }, [data, id, link, locale, navigate, fileUnderSlug]);

  return (
    <div className="container-page py-8 tablet:py-12">
      <nav aria-label={t('product.breadcrumb')} className="mb-6 text-sm">
        <Link
          to={link('menu-week', { date: 'this-week' })}
          className="font-semibold text-kale underline underline-offset-4"
        >
          {t('menu.titleThisWeek')}
        </Link>
      </nav>
      {isPending && <Spinner label={t('product.loading')} />}
      {isError && <UnavailableProduct headingLevel={1} />}
      {data && <ProductDetails product={data} headingLevel={1} imagePriority />}
      {/* A signed-in household can have a market item come in every delivery (decision 034). */}
      {data?.kind === 'market' && loggedIn && (
        <div className="mt-8 max-w-2xl">
          <Suspense fallback={null}>
            <MarketSubscribeControl productId={data.id} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
