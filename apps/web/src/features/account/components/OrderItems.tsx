import type { OrderCard } from '@fp/contracts';
import { Picture } from '../../../components/ui/Picture.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/** What is in a week's box: meals, add-ons and market items, each with its picture at a fixed size. */
export function OrderItems({ card }: { card: OrderCard }) {
  const { t } = useTranslation('account');
  if (card.items.length === 0) return <p className="text-ink-muted">{t('card.noItems')}</p>;
  return (
    <ul className="grid gap-3 desktop:grid-cols-2">
      {card.items.map((item) => (
        <li key={`${item.kind}-${item.productId}`} className="flex items-center gap-3">
          {item.imageId !== null ? (
            // Width and height set, so the list does not move while pictures arrive.
            <Picture
              id={item.imageId}
              alt=""
              width={64}
              height={64}
              sizes="64px"
              className="size-16 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-sage-light" />
          )}
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold break-words">
              {item.name}
              {item.recurring && (
                // Comes from the household's market subscription (decision 034).
                <span className="ml-2 inline-block rounded-full bg-sage-light px-2 py-0.5 align-middle text-xs font-semibold text-kale">
                  {t('card.recurring')}
                </span>
              )}
            </span>
            <span className="text-sm text-ink-muted">
              {t(`card.kind.${item.kind}`)}
              {' · '}
              {item.kind === 'meal'
                ? t('card.servings', { count: item.quantity })
                : t('card.units', { count: item.quantity })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
