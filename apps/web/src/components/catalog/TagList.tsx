import type { DietTag } from '@fp/contracts';
import { useTranslation } from '../../lib/i18n.tsx';

const TAG_STYLE: Record<DietTag, string> = {
  vegetarian: 'bg-sage-light text-kale-dark',
  vegan: 'bg-sage-light text-kale-dark',
  family_friendly: 'bg-cream text-ink',
  meat_and_fish: 'bg-cream text-ink',
  premium: 'bg-salmon-light text-salmon-dark',
  keto: 'bg-cream text-ink',
  high_protein: 'bg-cream text-ink',
};

/** Diet tags as small labels; `limit` keeps cards tidy (the rest are on the details). */
export function TagList({ tags, limit }: { tags: DietTag[]; limit?: number }) {
  const { t } = useTranslation('catalog');
  const shown = limit ? tags.slice(0, limit) : tags;
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_STYLE[tag]}`}>
          {t(`diet.${tag}`)}
        </li>
      ))}
    </ul>
  );
}
