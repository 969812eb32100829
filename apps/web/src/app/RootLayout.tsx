import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LocaleProvider, useTranslation } from '../lib/i18n.tsx';
import { ROUTES, href, switchLocalePath, type Locale, type RouteDefinition } from '@fp/i18n';
import { Spinner } from '../components/ui/Spinner.tsx';
import { WhenVisible } from '../components/ui/WhenVisible.tsx';
import { useCurrentRoute } from '../lib/locale.ts';
import { rememberReturnTo } from '../lib/return-to.ts';
import { isInIframe } from '../lib/media.ts';
import { useSessionQuery } from '../lib/session.ts';
import { FooterFaqBlock, FooterNewsletter, TopBannerSlot } from '../features/content/shell.tsx';
import { SomethingWentWrong } from './pages/SomethingWentWrong.tsx';
import { AdminBanner, EnvironmentBanner } from './shell/Banners.tsx';
import { Footer } from './shell/Footer.tsx';
import { Header } from './shell/Header.tsx';
import { DiscountBarSlot } from './shell/DiscountBarSlot.tsx';
import { DocumentHead } from './shell/DocumentHead.tsx';
import { NavigationProgress } from './shell/NavigationProgress.tsx';
import { ReauthGate } from './shell/ReauthGate.tsx';
import { useScrollAndFocusOnNavigation } from './shell/use-scroll-and-focus.ts';

function SignInFirst({ path, locale, staff = false }: { path: string; locale: Locale; staff?: boolean }) {
  useEffect(() => rememberReturnTo(path), [path]);
  return <Navigate to={href(staff ? 'admin-sign-in' : 'sign-in', locale)} replace />;
}

// Only visitors offered one-tap load it (and, through it, Google's script).
const GoogleOneTap = lazy(() =>
  import('../components/social/GoogleOneTap.tsx').then((m) => ({ default: m.GoogleOneTap })),
);

function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-16">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** The page shell of SPEC.md §2 around every page, in the language of the matched route. */
export function RootLayout() {
  const route = useCurrentRoute();
  useEffect(() => {
    document.documentElement.lang = route.locale === 'fr' ? 'fr-CA' : 'en-CA';
  }, [route.locale]);
  return (
    <LocaleProvider locale={route.locale}>
      <Suspense fallback={null}>
        <Shell />
      </Suspense>
    </LocaleProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const location = useLocation();
  const session = useSessionQuery();
  const mainRef = useRef<HTMLElement>(null);
  const definition: RouteDefinition = ROUTES[route.name];
  useScrollAndFocusOnNavigation(mainRef, definition.noScrollTop === true);

  if (session.isPending) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (session.isError || !session.data) return <SomethingWentWrong locale={route.locale} />;

  // French is only offered while the language selector flag is on (SPEC.md §2).
  if (route.locale === 'fr' && session.data.flags.language_selector !== true) {
    const english = switchLocalePath(location.pathname + location.search, 'en') ?? '/';
    return <Navigate to={english} replace />;
  }

  // Private pages send visitors to sign in, and bring them back afterwards; admin pages to the staff sign-in.
  const refused =
    (definition.requiresLogin === true && !session.data.loggedIn) ||
    (definition.staffOnly === true && !session.data.adminLoggedIn);
  if (refused) {
    return (
      <SignInFirst
        path={location.pathname + location.search}
        locale={route.locale}
        staff={definition.staffOnly === true}
      />
    );
  }

  const layout = definition.layout ?? 'full';
  const showChrome = layout !== 'none';
  const showFooter = layout === 'full' && !isInIframe();

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-kale px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <DocumentHead />
      <NavigationProgress />
      <EnvironmentBanner />
      <AdminBanner />
      {showChrome && <TopBannerSlot />}
      <DiscountBarSlot showBar={showChrome} />
      {showChrome && <Header />}
      {showChrome && session.data.showOneTap && (
        <Suspense fallback={null}>
          <GoogleOneTap />
        </Suspense>
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageFallback />}>
          <ReauthGate>
            <Outlet />
          </ReauthGate>
        </Suspense>
      </main>
      {showFooter && (
        <Footer
          faqBlock={
            <WhenVisible>
              <FooterFaqBlock route={route.name} />
            </WhenVisible>
          }
          newsletter={
            session.data.flags.newsletter === true ? (
              <WhenVisible className="min-h-72">
                <FooterNewsletter />
              </WhenVisible>
            ) : undefined
          }
        />
      )}
    </>
  );
}
