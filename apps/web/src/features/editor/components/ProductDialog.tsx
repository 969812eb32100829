import { Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import type { EditorProduct } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Picture } from '../../../components/ui/Picture.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { EditorDialog } from './EditorDialog.tsx';
import { MarketSubscribeControl } from '../market-subscription/index.ts';
import { CartButton, type CartControl } from './CartButton.tsx';
import { ProductAbout } from './ProductAbout.tsx';
import { useUnitPrice } from './use-unit-price.ts';

const STANDARD = 'standard';

/**
 * The product page inside the editor (a dialog over the menu): what the product is, its
 * allergens, its place in the draft, the recipe's customisations once it is in the cart, and the
 * products that go well with it.
 */
export function ProductDialog({
  product,
  control,
  refusal,
  customization,
  onCustomize,
  pairings,
  onAddPairing,
  recommended,
  onMarketChanged,
  onClose,
}: {
  product: EditorProduct;
  control: CartControl;
  /** Why the last press could not add (a full plan, no stock). */
  refusal: string | undefined;
  customization: string | null;
  onCustomize: (key: string | null) => void;
  pairings: { product: EditorProduct; quantity: number }[];
  onAddPairing: (productId: number) => void;
  /** A market item the household buys often ("Get it every delivery"). */
  recommended: boolean;
  /** A market subscription changed the household's orders (this one perhaps). */
  onMarketChanged: () => void;
  onClose: () => void;
}) {
  const { t, locale } = useTranslation('editor', 'catalog');
  const money = (cents: number) => formatMoney(cents, locale);
  const price = useUnitPrice(product);
  return (
    <EditorDialog onClose={onClose} wide>
      <Heading slot="title" className="pr-10 text-2xl">
        {product.name}
      </Heading>
      <div className="grid gap-4 tablet:grid-cols-2">
        <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-sage-light">
          {product.imageId !== null && (
            <Picture
              id={product.imageId}
              alt=""
              width={480}
              height={360}
              sizes="(max-width: 768px) 100vw, 480px"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-lg font-semibold">{price}</p>
          <dl className="flex flex-col gap-2 text-sm">
            {product.prepMinutes !== null && (
              <div>
                <dt className="font-bold">{t('menu.time')}</dt>
                <dd>{t('product.prep', { count: product.prepMinutes })}</dd>
              </div>
            )}
            {product.difficulty && (
              <div>
                <dt className="font-bold">{t('menu.difficulty')}</dt>
                <dd>{t(`catalog:difficulty.${product.difficulty}`)}</dd>
              </div>
            )}
            {product.tags.length > 0 && (
              <div>
                <dt className="font-bold">{t('product.diet')}</dt>
                <dd>{product.tags.map((d) => t(`catalog:diet.${d}`)).join(', ')}</dd>
              </div>
            )}
            <div>
              <dt className="font-bold">{t('product.allergens')}</dt>
              <dd>
                {product.allergens.length > 0
                  ? product.allergens.map((a) => t(`catalog:allergens.${a}`)).join(', ')
                  : t('product.noAllergens')}
              </dd>
            </div>
          </dl>
          {product.soldOut && <p className="font-semibold text-danger">{t('catalog:card.soldOut')}</p>}
          {!product.soldOut && product.lowStock && product.remaining !== null && (
            <p className="font-semibold text-danger">{t('card.onlyLeft', { count: product.remaining })}</p>
          )}
          <CartButton name={product.name} control={control} />
          <p role="alert" className="text-sm font-semibold text-danger [&:empty]:hidden">
            {refusal ?? ''}
          </p>
          {product.itemKind === 'market' && recommended && (
            <p className="rounded-lg bg-sage-light px-3 py-2 text-sm font-semibold">{t('recommend.inDialog')}</p>
          )}
          {product.itemKind === 'market' && (
            <MarketSubscribeControl productId={product.id} onChanged={onMarketChanged} />
          )}
        </div>
      </div>

      {product.itemKind === 'meal' && product.customizations.length > 0 && (
        <section className="flex flex-col gap-2">
          {control.quantity > 0 ? (
            <RadioGroup
              value={customization ?? STANDARD}
              onChange={(value) => onCustomize(value === STANDARD ? null : value)}
              className="flex flex-col gap-2"
            >
              <Label className="text-lg font-semibold">{t('product.customize')}</Label>
              {[{ key: STANDARD, name: t('product.standard'), extra: 0 }, ...withExtras(product)].map((c) => (
                <Radio
                  key={c.key}
                  value={c.key}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-3 py-2 data-[focus-visible]:outline-3 data-[focus-visible]:outline-salmon-dark data-[selected]:border-kale data-[selected]:bg-sage-light"
                >
                  {({ isSelected }) => (
                    <>
                      <span
                        aria-hidden="true"
                        className={`size-4 shrink-0 rounded-full border-2 ${isSelected ? 'border-kale bg-kale' : 'border-ink-muted'}`}
                      />
                      {c.extra > 0 ? t('product.extra', { name: c.name, price: money(c.extra) }) : c.name}
                    </>
                  )}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <>
              <h3 className="font-sans text-lg font-semibold">{t('product.customize')}</h3>
              <p className="text-ink-muted">{t('product.customizeLater')}</p>
            </>
          )}
        </section>
      )}

      {pairings.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-sans text-lg font-semibold">{t('product.pairings')}</h3>
          <ul className="flex flex-col gap-2">
            {pairings.map(({ product: p, quantity }) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {p.name} <span className="text-ink-muted">· {money(p.unitPriceCents)}</span>
                  {quantity > 0 && (
                    <span className="ml-2 text-sm font-semibold text-kale">
                      {t('card.inCart', { count: quantity })}
                    </span>
                  )}
                </span>
                <button type="button" onClick={() => onAddPairing(p.id)} className={buttonClass('secondary')}>
                  {t('card.addNamed', { name: p.name })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductAbout slug={product.slug} />
    </EditorDialog>
  );
}

function withExtras(product: EditorProduct) {
  return product.customizations.map((c) => ({ key: c.key, name: c.name, extra: c.extraPerServingCents }));
}
