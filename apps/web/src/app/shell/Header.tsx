import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import type { RouteName } from '@fp/i18n';
import { Icon } from '../../components/ui/Icon.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useLink } from '../../lib/locale.ts';
import { useFlag, useSession } from '../../lib/session.ts';
import { useSignupProgress } from '../../lib/signup-link.ts';
import { useReferralBadge } from '../../features/content/api/referral-badge.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { LanguageToggle } from '../../components/LanguageToggle.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useLogout } from './use-logout.ts';

interface NavItem {
  route: RouteName;
  params?: Record<string, string>;
  label: string;
}

/** SPEC.md §2: logged-in and logged-out navigation, with their flag rules. */
function useNavItems(signupUnfinished: boolean): NavItem[] {
  const { t } = useTranslation();
  const session = useSession();
  const recentNav = useFlag('recipe_review_nav');
  const referFriends = useFlag('refer_friends');
  // Halfway through signup the account has nothing to show yet: the visitor's menu stays.
  if (session.loggedIn && !signupUnfinished) {
    return [
      { route: 'account', label: t('nav.home') },
      ...(session.customerSchedule ? [{ route: 'schedule' as const, label: t('nav.schedule') }] : []),
      recentNav ? { route: 'recent', label: t('nav.recentOrders') } : { route: 'history', label: t('nav.history') },
      { route: 'rewards-v2', label: t('nav.rewards') },
      ...(referFriends ? [{ route: 'invite' as const, label: t('nav.referFriend') }] : []),
      { route: 'gift', label: t('nav.gift') },
    ];
  }
  return [
    { route: 'menu-week', params: { date: 'this-week' }, label: t('nav.menu') },
    { route: 'signup-plans', label: t('nav.pricing') },
    { route: 'how-it-works', label: t('nav.howItWorks') },
    { route: 'impact', label: t('nav.impact') },
    { route: 'zero-waste', label: t('nav.zeroWaste') },
    { route: 'gift', label: t('nav.gift') },
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium desktop:text-sm ${
    isActive ? 'text-kale underline decoration-2 underline-offset-8' : 'text-ink hover:text-kale'
  }`;

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const link = useLink();
  const signup = useSignupProgress();
  const location = useLocation();
  const avatarWidget = useFlag('avatar_widget');
  const referralOnNav = useFlag('referral_on_nav');
  // SPEC.md §4: a "$" badge on the referral icon during a referral promotion.
  const referralBadge = useReferralBadge(referralOnNav && session.client !== null);
  const items = useNavItems(signup.unfinished);
  const logout = useLogout();
  // The mobile menu belongs to the page it was opened on, so it closes when the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // A client who has not paid yet is shown the way back into the signup, not the subscriber's shell.
  const client = signup.unfinished ? null : session.client;
  const linkFor = (item: NavItem) => link(item.route, item.params as never);

  const buttons = (
    <div className="flex flex-col gap-2 desktop:flex-row desktop:items-center">
      <LanguageToggle />
      {signup.unfinished ? (
        <>
          <Link to={signup.path} className={buttonClass('primary')}>
            {t('nav.finishSignup')}
          </Link>
          <button type="button" onClick={logout} className={buttonClass('secondary')}>
            {t('nav.logout')}
          </button>
        </>
      ) : client ? (
        <>
          {!avatarWidget && (
            <Link to={link('settings-account')} className={buttonClass('ghost')}>
              {t('nav.settings')}
            </Link>
          )}
          {!avatarWidget && (
            <button type="button" onClick={logout} className={buttonClass('secondary')}>
              {t('nav.logout')}
            </button>
          )}
        </>
      ) : (
        <>
          <Link to={link('sign-in')} className={buttonClass('ghost')}>
            {t('nav.login')}
          </Link>
          <Link to={signup.path} className={buttonClass('primary')}>
            {t('nav.signup')}
          </Link>
        </>
      )}
    </div>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex min-h-16 items-center gap-3">
        <Logo to={client ? link('account') : link('home')} markOnlyOnPhone={client !== null} />

        <nav aria-label={t('nav.main')} className="hidden flex-1 desktop:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.route}>
                <NavLink to={linkFor(item)} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {client && (
            <Link
              to={link('rewards-v2')}
              className="rounded-full bg-sage-light px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-kale-dark hover:bg-sage tablet:px-3"
            >
              <Icon name="star" className="mr-1 inline size-4 align-[-2px]" />
              {/* The accessible name keeps the visible words (WCAG 2.5.3, label in name); on a phone
                  only the star and number show, the unit stays for screen readers. */}
              <span className="sr-only">{t('nav.pointsPrefix')} </span>
              {client.rewardPoints}
              <span className="max-tablet:sr-only"> {t('nav.pointsUnit', { count: client.rewardPoints })}</span>
            </Link>
          )}
          {client && referralOnNav && (
            <Link
              to={link('invite')}
              className="relative grid size-11 place-items-center rounded-full text-kale hover:bg-sage-light"
              aria-label={referralBadge ? t('nav.referralIconOffer') : t('nav.referralIcon')}
            >
              <Icon name="gift" />
              {referralBadge && (
                <span
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 grid size-5 place-items-center rounded-full bg-salmon text-xs font-bold text-ink"
                >
                  {'$'}
                </span>
              )}
            </Link>
          )}
          {client && avatarWidget && <AccountPanel name={client.firstname} onLogout={logout} />}
          <div className="hidden desktop:block">{buttons}</div>
          <button
            type="button"
            className="grid size-11 place-items-center rounded-md text-kale hover:bg-sage-light desktop:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-white desktop:hidden">
        <nav aria-label={t('nav.main')} className="container-page py-3">
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.route}>
                <NavLink to={linkFor(item)} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-line pt-3">{buttons}</div>
        </nav>
      </div>
    </header>
  );
}
