import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import type { RouteName } from '@fp/i18n';
import { Icon } from '../../components/ui/Icon.tsx';
import { useLink, useLocale } from '../../lib/locale.ts';
import { withSlots } from '../../lib/rich-text.tsx';
import { useFlag, useSession } from '../../lib/session.ts';
import { SocialLinks } from './SocialLinks.tsx';

interface FooterLink {
  key: string;
  route: RouteName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  hash?: string;
  label: string;
}

interface FooterSection {
  id: string;
  title: string;
  links: FooterLink[];
}

function useSections(): FooterSection[] {
  const { t } = useTranslation();
  const session = useSession();
  const locale = useLocale();
  const readyToEat = useFlag('ready_to_eat_footer_link');
  const contactTopic = (key: string, topic: string, label: string): FooterLink => ({
    key,
    route: 'contact',
    query: { topic },
    label,
  });
  return [
    {
      id: 'meals',
      title: t('footer.meals'),
      links: [
        { key: 'menu', route: 'menu-week', params: { date: 'this-week' }, label: t('footer.menu') },
        ...(readyToEat ? [{ key: 'rte', route: 'ready-to-eat' as const, label: t('footer.readyToEat') }] : []),
        { key: 'pricing', route: 'signup-plans', label: t('footer.pricing') },
        { key: 'recipes', route: 'menu-week', params: { date: 'next-week' }, label: t('footer.recipes') },
        { key: 'gift', route: 'gift', label: t('footer.giftCards') },
        ...(session.loggedIn ? [{ key: 'bags', route: 'account-bags' as const, label: t('footer.bagsAndKits') }] : []),
        ...(session.trackDelivery ? [{ key: 'track', route: 'track' as const, label: t('footer.delivery') }] : []),
      ],
    },
    {
      id: 'about',
      title: t('footer.about'),
      links: [
        { key: 'story', route: 'story', label: t('footer.story') },
        { key: 'faq', route: 'faq', label: t('footer.faq') },
        contactTopic('careers', 'careers', t('footer.careers')),
        { key: 'areas', route: 'how-meal-kit-delivery-works', hash: 'areas', label: t('footer.deliveryAreas') },
      ],
    },
    {
      id: 'contact',
      title: t('footer.contact'),
      links: [
        { key: 'contact', route: 'contact', label: t('footer.contactUs') },
        // The student programme is offered in English only.
        ...(locale === 'en' ? [contactTopic('students', 'students', t('footer.students'))] : []),
        contactTopic('affiliates', 'affiliates', t('footer.affiliates')),
        contactTopic('corporate', 'corporate', t('footer.corporateSales')),
        contactTopic('drivers', 'drivers', t('footer.driverJobs')),
      ],
    },
  ];
}

function SectionLinks({ links }: { links: FooterLink[] }) {
  const link = useLink();
  return (
    <ul className="flex flex-col gap-2 py-2">
      {links.map((l) => (
        <li key={l.key}>
          <Link
            to={link(l.route, l.params as never, l.query) + (l.hash ? `#${l.hash}` : '')}
            className="text-sm text-white/90 underline-offset-4 hover:text-white hover:underline"
          >
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * On phones each section folds away (SPEC.md §2, width ≤ 768); on larger screens all are open.
 * CSS decides which (not a media query read in the browser), so the server's HTML is already what
 * a phone shows and hydration re-renders nothing.
 */
function Section({ section }: { section: FooterSection }) {
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={headingId} className="max-tablet:border-b max-tablet:border-white/15">
      <h2 id={headingId} className="font-sans text-sm font-bold tracking-wide text-sage uppercase">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-12 w-full items-center justify-between text-left uppercase tablet:hidden"
        >
          {section.title}
          <Icon name="chevronDown" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <span className="max-tablet:hidden">{section.title}</span>
      </h2>
      <div id={panelId} className={open ? '' : 'max-tablet:hidden'}>
        <SectionLinks links={section.links} />
      </div>
    </section>
  );
}

export function Footer({ newsletter, faqBlock }: { newsletter?: ReactNode; faqBlock?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const link = useLink();
  const sections = useSections();
  const year = new Date().getFullYear();
  const { email, phone } = session.support;

  return (
    <>
      {faqBlock}
      <footer aria-label={t('footer.label')} className="mt-16 bg-kale-dark text-white">
        <div className="container-page grid gap-8 py-10 tablet:grid-cols-2 desktop:grid-cols-4">
          <div className="flex flex-col gap-4">
            <p className="font-display text-2xl">{t('brand')}</p>
            <p className="text-sm text-white/90">
              {withSlots(t('footer.reachUs'), {
                email: (
                  <a href={`mailto:${email}`} className="underline underline-offset-4">
                    {email}
                  </a>
                ),
                phone: (
                  <a
                    href={`tel:+${phone.replace(/\D/g, '')}`}
                    className="whitespace-nowrap underline underline-offset-4"
                  >
                    {phone}
                  </a>
                ),
              })}
            </p>
            <p className="text-xs text-white/80">{t('footer.hours')}</p>
            {newsletter}
          </div>
          <div className="flex flex-col tablet:contents">
            {sections.map((s) => (
              <Section key={s.id} section={s} />
            ))}
          </div>
        </div>
        <div className="container-page flex flex-col gap-6 border-t border-white/15 py-6 tablet:flex-row tablet:items-center tablet:justify-between">
          <SocialLinks />
          <ul aria-label={t('footer.badges')} className="flex flex-wrap gap-3">
            <li className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs">
              <Icon name="maple" className="size-4 text-salmon" />
              {t('footer.badgeMadeInCanada')}
            </li>
            <li className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs">
              <Icon name="leaf" className="size-4 text-sage" />
              {t('footer.badgeZeroWaste')}
            </li>
          </ul>
        </div>
        <div className="container-page flex flex-col gap-2 pb-8 text-xs text-white/80 tablet:flex-row tablet:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <p className="flex gap-4">
            <Link to={link('privacy')} className="underline underline-offset-4 hover:text-white">
              {t('footer.privacy')}
            </Link>
            <Link to={link('terms')} className="underline underline-offset-4 hover:text-white">
              {t('footer.terms')}
            </Link>
          </p>
        </div>
      </footer>
    </>
  );
}
