import { useTranslation } from '../../lib/i18n.tsx';

const SOCIAL = [
  {
    key: 'instagram',
    href: 'https://www.instagram.com/fieldandplate',
    d: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
  },
  {
    key: 'facebook',
    href: 'https://www.facebook.com/fieldandplate',
    d: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  },
  {
    key: 'tiktok',
    href: 'https://www.tiktok.com/@fieldandplate',
    d: 'M14 3v11.5a3.5 3.5 0 11-3.5-3.5M14 3c.5 3 2.5 5 5.5 5',
  },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/@fieldandplate',
    d: 'M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3zm7 1v6l5-3z',
  },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm font-semibold">{t('footer.follow')}</span>
      <ul className="flex gap-2">
        {SOCIAL.map((s) => (
          <li key={s.key}>
            <a
              href={s.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t(`footer.social.${s.key}`)}
              className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <path d={s.d} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
