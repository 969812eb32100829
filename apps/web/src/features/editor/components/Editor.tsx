import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { EditorProduct, SoldOutDetails } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { usePageTitle } from '../../../components/ui/use-page-title.ts';
import { loadNamespace, useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import {
  useAvailability,
  useGhostAddons,
  useGhostAddonStickers,
  useLoyaltyBanner,
  useRecommendations,
  useRefreshRecommendations,
  useReloadEditorData,
  useSaveDraft,
  type EditorView,
} from '../api/queries.ts';
import { PayNow } from '../pay-now/PayNow.tsx';
import { withAvailability, withoutSoldOut } from './availability.ts';
import type { CartControl } from './CartButton.tsx';
import { CartPanel, type CartRow } from './CartPanel.tsx';
import {
  additionsOf,
  rebaseDraft,
  addBlock,
  addPairing,
  canRemove,
  customizationChanges,
  draftFrom,
  draftLines,
  isDirty,
  mealsIn,
  pairingChanges,
  quantityChanges,
  quantityOf,
  setCustomization,
  setQuantity,
  stepOf,
  type AddBlock,
  type Draft,
} from './draft.ts';
import { EditorFilters } from './EditorFilters.tsx';
import { GhostAddons } from './GhostAddons.tsx';
import { isFiltered, NO_FILTER, visibleCategories, type MenuFilter } from './filter-menu.ts';
import { LeaveDialog } from './LeaveDialog.tsx';
import { shownBanner } from './loyalty.ts';
import { MenuCard } from './MenuCard.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import { Recommendations } from './Recommendations.tsx';
import { saveFailure } from './save-errors.ts';
import { SoldOutDialog } from './SoldOutDialog.tsx';
import { fromServer, preview } from './summary.ts';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';

type Notice = { tone: 'success' | 'error'; text: string; nextOrder?: boolean };

/** States after which the week is past its cutoff (the account card's wording). */
const AFTER_CUTOFF = new Set(['locked', 'below_minimum', 'out_for_delivery', 'delivered', 'failed']);

/**
 * One week's order in the editor: the menu, a draft cart kept in the browser until "Save", and a
 * summary that previews the draft with the server's own pricing rule. Refusals come back as
 * messages in place: a stale version reloads, a moved edit session stops saving, sold-out items
 * leave the draft with substitutes offered, a passed cutoff points to next week's order.
 */
export function Editor({ data }: { data: EditorView }) {
  const { t, locale } = useTranslation('editor');
  const link = useLink();
  const reload = useReloadEditorData(locale);
  const save = useSaveDraft(locale);
  const { order, plan, cart: saved } = data;
  // A billed week's words for paying now come ahead of the press: loaded on the press, they
  // would swap the whole editor for the loading screen for a moment.
  useEffect(() => {
    if (order.mode === 'additions_only') void loadNamespace(locale, 'payNow').catch(() => undefined);
  }, [order.mode, locale]);

  const [draft, setDraft] = useState<Draft>(() => draftFrom(saved));
  const [filter, setFilter] = useState<MenuFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();
  // Why the last step could not be taken (a full plan, no stock): shown where the press happened.
  const [refusal, setRefusal] = useState<string>();
  const [soldOut, setSoldOut] = useState<SoldOutDetails['soldOut'] | null>(null);
  const [substituted, setSubstituted] = useState<ReadonlySet<number>>(new Set());
  const [sessionMoved, setSessionMoved] = useState(false);
  const [cutoffPassed, setCutoffPassed] = useState(false);
  const [paying, setPaying] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);

  usePageTitle(t('title', { date: order.dateLabel }));

  const mode = sessionMoved || cutoffPassed ? 'locked' : order.mode;
  const changeable = order.mode !== 'locked';
  // The menu's stock, the suggestions and the banner follow the saved order: asked again at each version.
  const availability = useAvailability(locale, order.id, order.version, changeable);
  const ghosts = useGhostAddons(locale, order.id, order.version, mode !== 'locked');
  const stickers = useGhostAddonStickers(locale, order.id, order.version, mode !== 'locked');
  const banner = useLoyaltyBanner(locale, order.id, order.version);
  const recommendations = useRecommendations(locale, changeable);
  const refreshRecommendations = useRefreshRecommendations();
  const categories = useMemo(
    () => withAvailability(data.categories, availability.data),
    [data.categories, availability.data],
  );
  const products = useMemo(
    () => new Map(categories.flatMap((c) => c.products.map((p) => [p.id, p] as const))),
    [categories],
  );

  // Items of the saved cart that sold out before this visit leave the draft, with substitutes
  // offered, as a save would have said (checked once, on the first stock answer).
  const [checkedStock, setCheckedStock] = useState(false);
  if (availability.data && !checkedStock) {
    setCheckedStock(true);
    const gone = availability.data.soldOutInCart;
    if (order.mode === 'editable' && gone.length > 0) {
      setDraft((d) => withoutSoldOut(d, gone));
      setSoldOut(gone);
    }
  }
  const dirty = isDirty(saved, draft);
  const additions = additionsOf(saved, draft);
  const blocker = useLeaveGuard(dirty && !save.isPending);
  const meals = mealsIn(draft, products, plan);
  const shelves = useMemo(() => visibleCategories(categories, filter, mode), [categories, filter, mode]);
  const shown = shelves.reduce((n, c) => n + c.products.length, 0);
  const summary = dirty ? preview(data.pricing, draftLines(draft, saved, products)) : fromServer(data.summary);
  const loyalty = shownBanner(banner.data, summary.anticipatedPoints, dirty);

  const blockMessage = (block: AddBlock, product: EditorProduct) => {
    switch (block) {
      case 'plan_full':
        return t('cart.planFull', { count: plan.meals });
      case 'sold_out':
      case 'no_stock':
        return product.remaining !== null && product.remaining > 0
          ? t('card.onlyLeft', { count: product.remaining })
          : t('catalog:card.soldOut');
      case 'locked':
        if (sessionMoved) return t('errors.sessionMoved');
        return cutoffPassed ? t('errors.cutoffPassed') : t('mode.locked');
      case 'max':
        return undefined;
    }
  };

  const controlOf = (product: EditorProduct): CartControl => {
    const quantity = quantityOf(draft, product.id);
    const step = stepOf(product, plan);
    const block = addBlock(draft, saved, product, plan, mode, products);
    return {
      quantity,
      quantityLabel:
        product.itemKind === 'meal'
          ? t('stepper.servings', { count: quantity })
          : t('stepper.units', { count: quantity }),
      canAdd: block === undefined,
      canRemove: canRemove(draft, saved, product.id, mode),
      onAdd: () => {
        if (block) {
          const text = blockMessage(block, product);
          if (text) setRefusal(text);
          return;
        }
        setNotice(undefined);
        setRefusal(undefined);
        setDraft((d) => setQuantity(d, product.id, quantityOf(d, product.id) + step));
      },
      onRemove: () => {
        if (!canRemove(draft, saved, product.id, mode)) return;
        setNotice(undefined);
        setRefusal(undefined);
        setDraft((d) => setQuantity(d, product.id, Math.max(0, quantityOf(d, product.id) - step)));
      },
    };
  };

  const customizationName = (product: EditorProduct) => {
    const key = draft.customizations[product.id] ?? null;
    return product.customizations.find((c) => c.key === key)?.name ?? null;
  };

  const rows: CartRow[] = Object.keys(draft.quantities)
    .map(Number)
    .flatMap((id) => {
      const product = products.get(id);
      return product ? [{ product, control: controlOf(product), customization: customizationName(product) }] : [];
    });

  const onSave = () => {
    if (mode !== 'editable' || save.isPending) return;
    if (meals < plan.meals) {
      setNotice({ tone: 'error', text: t('cart.planShort', { count: plan.meals - meals }) });
      return;
    }
    setNotice(undefined);
    save.mutate(
      {
        orderId: order.id,
        version: order.version,
        editSession: data.editSession,
        quantities: quantityChanges(saved, draft),
        customizations: customizationChanges(saved, draft),
        pairings: pairingChanges(saved, draft),
      },
      {
        onSuccess: (result) => {
          if (result) setDraft(draftFrom(result.cart));
          setNotice({ tone: 'success', text: t('cart.saved') });
        },
        onError: (error) => void onRefused(error),
      },
    );
  };

  const onRefused = async (error: unknown) => {
    const failure = saveFailure(error);
    if (!failure) return;
    switch (failure.kind) {
      case 'order_changed': {
        setNotice({ tone: 'error', text: t('errors.orderChanged') });
        const fresh = await reload(order.id).catch(() => null);
        if (fresh) setDraft(draftFrom(fresh.cart));
        return;
      }
      case 'session_moved':
        setSessionMoved(true);
        setNotice({ tone: 'error', text: t('errors.sessionMoved') });
        return;
      case 'cutoff_passed':
        setCutoffPassed(true);
        setNotice({ tone: 'error', text: t('errors.cutoffPassed'), nextOrder: true });
        return;
      case 'sold_out':
        // What is left of each item stays in the draft (what the saved order holds is reserved already).
        setDraft((d) =>
          failure.soldOut.reduce((next, item) => {
            const product = products.get(item.productId);
            const kept = saved.items.find((i) => i.productId === item.productId)?.quantity ?? 0;
            const step = product ? stepOf(product, plan) : 1;
            const most = kept + Math.floor(item.remaining / step) * step;
            return setQuantity(next, item.productId, Math.min(quantityOf(next, item.productId), most));
          }, d),
        );
        setSubstituted(new Set());
        setSoldOut(failure.soldOut);
        return;
      case 'add_failed':
        setNotice({ tone: 'error', text: failure.names.map((name) => t('errors.addFailed', { name })).join(' ') });
        return;
      case 'message':
        setNotice({ tone: 'error', text: failure.message });
        return;
    }
  };

  const addSubstitute = (productId: number) => {
    const product = products.get(productId);
    if (!product) return;
    const block = addBlock(draft, saved, product, plan, mode, products);
    if (block) {
      setRefusal(blockMessage(block, product) ?? t('errors.addFailed', { name: product.name }));
      return;
    }
    setDraft((d) => setQuantity(d, productId, quantityOf(d, productId) + stepOf(product, plan)));
    setSubstituted((s) => new Set([...s, productId]));
  };

  const opened = openId !== null ? products.get(openId) : undefined;
  const ghostProducts = (ghosts.data?.products ?? []).map((p) => products.get(p.id) ?? p);
  const recommended = (recommendations.data?.products ?? []).filter((p) => products.has(p.productId));
  const recommendedIds = new Set(recommended.map((p) => p.productId));
  // A search or a filter shows only what it found: the suggestions wait until it is cleared.
  const suggesting = !isFiltered(filter);
  const ghostStrip = mode !== 'locked' && suggesting && (
    <GhostAddons products={ghostProducts} stickers={stickers.data} controlOf={controlOf} onOpen={setOpenId} />
  );
  const hasMeals = shelves.some((s) => s.key === 'meals');
  const afterCutoff = cutoffPassed || (order.mode === 'locked' && AFTER_CUTOFF.has(order.state));
  const nextOrderLink = data.nextOrder !== null && !data.nextOrder.skipped && (
    <Link
      to={link('order-editor', { id: String(data.nextOrder.id) })}
      className="font-semibold text-kale underline underline-offset-4"
    >
      {t('errors.nextOrder')}
    </Link>
  );

  return (
    <div className="container-page flex flex-col gap-6 py-6 tablet:py-10">
      <header className="flex flex-col gap-2">
        <Link to={link('account')} className="self-start font-semibold text-kale underline underline-offset-4">
          {t('back')}
        </Link>
        <h1 className="text-3xl tablet:text-4xl">{t('title', { date: order.dateLabel })}</h1>
        <p className="text-ink-muted">{t('window', { window: order.windowLabel })}</p>
        {/* The nominal cutoff means something only while the week still takes changes. */}
        {changeable && !cutoffPassed && <p className="text-sm text-ink-muted">{order.cutoffLabel}</p>}
        {mode !== 'locked' && (
          <a
            href="#editor-cart"
            className="self-start text-sm font-semibold text-kale underline underline-offset-4 desktop:hidden"
          >
            {t('toCart')}
          </a>
        )}
      </header>

      {afterCutoff && !cutoffPassed && (
        <p className="flex flex-col gap-2 rounded-lg bg-warning-bg px-4 py-3">
          <span>{t('errors.cutoffPassed')}</span>
          {nextOrderLink}
        </p>
      )}
      {/* Billing retries the declined week: what the household can do about it is its card. */}
      {order.state === 'failed' && (
        <p className="flex flex-col gap-2 rounded-lg bg-salmon-light px-4 py-3 text-danger">
          <span>{t('errors.paymentFailed')}</span>
          <Link
            to={link('settings-payment')}
            className="self-start font-semibold text-kale underline underline-offset-4"
          >
            {t('errors.updatePayment')}
          </Link>
        </p>
      )}
      {order.mode === 'locked' && !afterCutoff && (
        <p className="rounded-lg bg-warning-bg px-4 py-3">
          {order.state === 'skipped' ? t('mode.skipped') : t('mode.locked')}
        </p>
      )}
      {order.mode === 'additions_only' && (
        <p className="rounded-lg bg-sage-light px-4 py-3">{t('mode.additionsOnly')}</p>
      )}
      {data.dietLimited && <p className="rounded-lg bg-sage-light px-4 py-3">{t('dietLimited')}</p>}

      <div className="grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_24rem]">
        {changeable && (
          <section aria-labelledby="editor-menu" className="flex min-w-0 flex-col gap-4">
            <h2 id="editor-menu" className="text-2xl">
              {t('menu.title')}
            </h2>
            <EditorFilters filter={filter} recipes={order.mode === 'editable'} onChange={setFilter} />
            <p role="status" className="text-sm text-ink-muted">
              {shown === 0 ? t('menu.empty') : t('menu.shown', { count: shown })}
            </p>
            {!hasMeals && ghostStrip}
            {shelves.map((shelf) => (
              <Fragment key={shelf.key}>
                <section aria-labelledby={`shelf-${shelf.key}`} className="flex flex-col gap-3">
                  <h3 id={`shelf-${shelf.key}`} className="text-xl">
                    {shelf.key === 'meals' ? t('menu.meals') : t(`catalog:categories.${shelf.key}`)}
                  </h3>
                  <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 tablet:grid-cols-3">
                    {shelf.products.map((product) => (
                      <li key={product.id} className="min-w-0">
                        <MenuCard product={product} control={controlOf(product)} onOpen={() => setOpenId(product.id)} />
                      </li>
                    ))}
                  </ul>
                </section>
                {shelf.key === 'meals' && ghostStrip}
              </Fragment>
            ))}
            {suggesting && <Recommendations products={recommended} onOpen={setOpenId} />}
          </section>
        )}

        <aside className="flex min-w-0 flex-col gap-4 desktop:sticky desktop:top-4">
          <CartPanel
            rows={rows}
            locked={mode === 'locked'}
            mealCount={order.mode === 'editable' ? t('cart.mealCount', { count: meals, meals: plan.meals }) : null}
          >
            {/* Always present, so each outcome is announced as it appears. */}
            <div role="status">
              {notice?.tone === 'success' && <p className="rounded-lg bg-sage-light px-4 py-3">{notice.text}</p>}
            </div>
            <div role="alert">
              {notice?.tone === 'error' && (
                <p className="flex flex-col gap-2 rounded-lg bg-salmon-light px-4 py-3 text-danger">
                  <span>{notice.text}</span>
                  {notice.nextOrder && nextOrderLink}
                </p>
              )}
            </div>
            {mode === 'editable' && (
              <>
                {dirty && <p className="text-sm font-semibold">{t('cart.unsaved')}</p>}
                {meals < plan.meals && <p className="text-sm">{t('cart.planShort', { count: plan.meals - meals })}</p>}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={onSave}
                    aria-disabled={!dirty || save.isPending || undefined}
                    className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
                  >
                    {save.isPending ? t('cart.saving') : t('cart.save')}
                  </button>
                  {dirty && !save.isPending && (
                    <button type="button" onClick={() => setDraft(draftFrom(saved))} className={buttonClass('ghost')}>
                      {t('cart.undo')}
                    </button>
                  )}
                </div>
              </>
            )}
            {sessionMoved && (
              <button type="button" onClick={() => window.location.reload()} className={buttonClass('secondary')}>
                {t('errors.reload')}
              </button>
            )}
            {order.mode === 'additions_only' && !sessionMoved && !cutoffPassed && (
              <>
                <p className="text-sm text-ink-muted">{dirty ? t('cart.unsaved') : t('payNow.empty')}</p>
                <button
                  ref={payButton}
                  type="button"
                  onClick={() => additions.length > 0 && setPaying(true)}
                  aria-disabled={additions.length === 0 || undefined}
                  className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
                >
                  {t('payNow.pay')}
                </button>
              </>
            )}
          </CartPanel>
          {/* A skipped week, or one left under the minimum, is neither charged nor earns points. */}
          {order.state !== 'skipped' && order.state !== 'below_minimum' && (
            <SummaryPanel summary={summary} preview={dirty} loyalty={loyalty} />
          )}
        </aside>
      </div>

      {opened && (
        <ProductDialog
          product={opened}
          control={controlOf(opened)}
          refusal={refusal}
          customization={draft.customizations[opened.id] ?? null}
          onCustomize={(key) => setDraft((d) => setCustomization(d, opened.id, key))}
          pairings={opened.pairingIds.flatMap((id) => {
            const p = products.get(id);
            return p ? [{ product: p, quantity: quantityOf(draft, id) }] : [];
          })}
          onAddPairing={(id) => {
            const p = products.get(id);
            const block = p && addBlock(draft, saved, p, plan, mode, products);
            if (!p || block) {
              if (p && block) setRefusal(blockMessage(block, p) ?? t('errors.addFailed', { name: p.name }));
              return;
            }
            setDraft((d) =>
              quantityOf(d, opened.id) > 0 ? addPairing(d, opened.id, id) : setQuantity(d, id, quantityOf(d, id) + 1),
            );
          }}
          recommended={recommendedIds.has(opened.id)}
          onMarketChanged={() => {
            void refreshRecommendations();
            // The subscription may have put the item in this very order: the draft moves onto it.
            const before = saved;
            void reload(order.id)
              .then((fresh) => setDraft((d) => rebaseDraft(d, before, fresh.cart)))
              .catch(() => undefined);
          }}
          onClose={() => {
            setOpenId(null);
            setRefusal(undefined);
          }}
        />
      )}
      {/* Seen wherever the press happened (a card far from the cart, a phone): fixed to the bottom
          of the window, announced at once, closed by its button or by the next step. */}
      <div role="alert" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
        {refusal && opened === undefined && (
          <p className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-2xl border border-danger bg-salmon-light py-1 pr-1 pl-4 text-danger shadow-lg">
            <span>{refusal}</span>
            <CloseButton
              label={t('product.close')}
              onPress={() => setRefusal(undefined)}
              className="hover:bg-white/60"
            />
          </p>
        )}
      </div>
      {paying && (
        <PayNow
          orderId={order.id}
          additions={additions}
          onPaid={() => {
            // Charged once and added: the order's new cart and summary come from the server.
            void reload(order.id).then((fresh) => {
              setDraft(draftFrom(fresh.cart));
              setNotice({ tone: 'success', text: t('cart.saved') });
            });
          }}
          onSoldOut={(items) =>
            // Nothing was charged: the sold-out items go back to what the billed order holds.
            setDraft((d) =>
              items.reduce(
                (next, item) =>
                  setQuantity(
                    next,
                    item.productId,
                    saved.items.find((i) => i.productId === item.productId)?.quantity ?? 0,
                  ),
                d,
              ),
            )
          }
          onClose={() => {
            setPaying(false);
            // The modal gives the focus back to its opener, but after a payment the button that
            // had it while paying is gone and the focus was left on the page: back to "Pay" then.
            requestAnimationFrame(() => {
              if (document.activeElement === null || document.activeElement === document.body)
                payButton.current?.focus();
            });
          }}
        />
      )}
      {soldOut && (
        <SoldOutDialog soldOut={soldOut} added={substituted} onAdd={addSubstitute} onClose={() => setSoldOut(null)} />
      )}
      {blocker.state === 'blocked' && <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />}
    </div>
  );
}
