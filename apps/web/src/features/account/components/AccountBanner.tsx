import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { ResponsivePicture } from '../../../components/ui/Picture.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useAccountBanner, useDismissAccountBanner } from '../api/queries.ts';

/**
 * The account banner (SPEC.md §3): the region's content with the household's first name, an image
 * per screen size (the server already gives the tablet the desktop's when it has none), dismissable
 * once for good. A banner that fails to load is simply not shown (SPEC.md §8).
 */
export function AccountBanner() {
  const { t, locale } = useTranslation('account');
  const banner = useAccountBanner(locale).data?.banner;
  const dismiss = useDismissAccountBanner();
  if (!banner) return null;
  return (
    <section
      aria-labelledby="account-banner-title"
      className="relative overflow-hidden rounded-2xl border border-line bg-sage-light"
    >
      {/* A fixed height: the page does not move when the picture arrives. */}
      <ResponsivePicture images={banner.images} alt="" className="h-36 w-full object-cover tablet:h-48" />
      <div className="flex flex-col gap-1 p-4 pr-14 tablet:p-6 tablet:pr-16">
        <p className="font-semibold text-kale">{t('banner.greeting', { name: banner.firstname })}</p>
        <h2 id="account-banner-title" className="text-xl tablet:text-2xl">
          {banner.title}
        </h2>
        <p>{banner.subtitle}</p>
      </div>
      <CloseButton
        label={t('banner.dismiss')}
        onPress={() => dismiss.mutate()}
        className="absolute top-3 right-3 bg-white/90 hover:bg-white"
      />
    </section>
  );
}
