import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { LOCALE_TAGS, matchPath, pageLinks, titleKey } from '@fp/i18n';
import { useCurrentRoute } from '../../lib/locale.ts';

function setLink(selector: string, attrs: Record<string, string>) {
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    document.head.appendChild(el);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

/**
 * Keeps the title, canonical and alternate-language links right as the visitor moves around
 * (the server already wrote them for the first page). Pages with a data-based title call
 * `usePageTitle` to replace the default one.
 */
export function DocumentHead() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const location = useLocation();
  useEffect(() => {
    document.title = t('titles.format', { page: t(titleKey(route.name)) });
    const match = matchPath(location.pathname);
    if (!match) return;
    const origin = window.location.origin;
    const links = pageLinks(match);
    setLink('link[rel="canonical"]', { rel: 'canonical', href: origin + links.canonical });
    for (const l of ['en', 'fr'] as const) {
      setLink(`link[rel="alternate"][hreflang="${LOCALE_TAGS[l]}"]`, {
        rel: 'alternate',
        hreflang: LOCALE_TAGS[l],
        href: origin + links.alternates[l],
      });
    }
  }, [t, route.name, location.pathname]);
  return null;
}
