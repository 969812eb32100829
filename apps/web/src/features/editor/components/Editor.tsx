import { useEffect, useId, useMemo, useReducer, useRef } from 'react';
import type { EditorProduct } from '@fp/contracts';
import { additionsOf, draftChanges, draftLines, isDirty, mealsIn, quantityOf } from '@fp/domain/order-draft';
import { usePageTitle } from '../../../components/ui/use-page-title.ts';
import { loadNamespace, useTranslation } from '../../../lib/i18n.tsx';
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
import { withAvailability } from './availability.ts';
import { CartAside, type CartAction } from './CartAside.tsx';
import { CartBar } from './CartBar.tsx';
import type { CartRow } from './CartPanel.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { editorReducer, initialEditorState, modeOf, shortOfPlan, type DraftRules } from './editor-state.ts';
import { useEditorWords } from './editor-words.ts';
import { isFiltered, visibleCategories } from './filter-menu.ts';
import { GhostAddons } from './GhostAddons.tsx';
import { LeaveDialog } from './LeaveDialog.tsx';
import { shownBanner } from './loyalty.ts';
import { MenuSection } from './MenuSection.tsx';
import { NextOrder } from './NextOrder.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import { Recommendations } from './Recommendations.tsx';
import { RefusalToast } from './RefusalToast.tsx';
import { saveFailure } from './save-errors.ts';
import { SoldOutDialog } from './SoldOutDialog.tsx';
import { fromServer, preview } from './summary.ts';
import { useCartControls } from './use-cart-controls.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * One week's order in the editor: the menu, a draft cart kept in the browser until "Save", and a
 * summary that previews the draft with the server's own pricing rule. The draft's rules are the
 * shared ones of @fp/domain (`order-draft`), its state one reducer (`editor-state`). Refusals come
 * back as messages in place: a stale version reloads, a moved edit session or a week closed
 * elsewhere stops saving, sold-out items leave the draft with substitutes offered.
 */
export function Editor({ data }: { data: EditorView }) {
  const { t, locale } = useTranslation('editor');
  const reload = useReloadEditorData(locale);
  const save = useSaveDraft(locale);
  const { order, plan, cart: saved } = data;
  // A billed week's words for paying now come ahead of the press: loaded on the press, they
  // would swap the whole editor for the loading screen for a moment.
  useEffect(() => {
    if (order.mode === 'additions_only') void loadNamespace(locale, 'payNow').catch(() => undefined);
  }, [order.mode, locale]);

  const [state, dispatch] = useReducer(editorReducer, saved, initialEditorState);
  const { draft, stopped } = state;
  const payButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A save pressed on the phone's bar, far from the cart: its refusal takes the focus there.
  const focusNotice = useRef(false);
  const planFullId = useId();
  usePageTitle(t('title', { date: order.dateLabel }));

  const mode = modeOf(state, order.mode);
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
  const rules: DraftRules = useMemo(
    () => ({ saved, plan, products, mode: order.mode }),
    [saved, plan, products, order.mode],
  );

  // Items of the saved cart that sold out before this visit leave the draft, with substitutes
  // offered, as a save would have said (checked once, on the first stock answer).
  if (availability.data && !state.stockChecked) {
    dispatch({
      type: 'stockChecked',
      soldOutInCart: availability.data.soldOutInCart,
      editable: order.mode === 'editable',
    });
  }

  useEffect(() => {
    if (!focusNotice.current || !state.notice) return;
    focusNotice.current = false;
    if (state.notice.kind !== 'saved') noticeRef.current?.focus();
  }, [state.notice]);

  const dirty = isDirty(saved, draft);
  const additions = additionsOf(saved, draft);
  const blocker = useLeaveGuard(dirty && !save.isPending);
  const meals = mealsIn(draft, products, plan);
  const lines = draftLines(draft, saved, products);
  const shelves = useMemo(() => visibleCategories(categories, state.filter, mode), [categories, state.filter, mode]);
  const summary = dirty ? preview(data.pricing, lines) : fromServer(data.summary);
  const loyalty = shownBanner(banner.data, summary.anticipatedPoints, dirty);
  const words = useEditorWords(plan, stopped);
  const controlOf = useCartControls(state, rules, dispatch, planFullId);
  const open = (productId: number) => dispatch({ type: 'open', productId });

  const onSave = (fromBar: boolean) => {
    if (mode !== 'editable' || save.isPending) return;
    focusNotice.current = fromBar;
    const short = shortOfPlan(draft, rules);
    dispatch({ type: 'notice', notice: short });
    if (short) return;
    save.mutate(
      { orderId: order.id, version: order.version, editSession: data.editSession, changes: draftChanges(saved, draft) },
      {
        onSuccess: (result) => dispatch({ type: 'saved', cart: result?.cart ?? null }),
        onError: (error) => void onRefused(error),
      },
    );
  };

  const onRefused = async (error: unknown) => {
    const failure = saveFailure(error);
    if (!failure) return;
    dispatch({ type: 'refused', failure, rules });
    if (failure.kind === 'order_changed') {
      const fresh = await reload(order.id).catch(() => null);
      if (fresh) dispatch({ type: 'reloaded', cart: fresh.cart });
    }
  };

  const customizationName = (product: EditorProduct) =>
    product.customizations.find((c) => c.key === draft.customizations[product.id])?.name ?? null;
  const rows: CartRow[] = Object.keys(draft.quantities)
    .map(Number)
    .flatMap((id) => {
      const product = products.get(id);
      return product ? [{ product, control: controlOf(product), customization: customizationName(product) }] : [];
    });

  const opened = state.openId !== null ? products.get(state.openId) : undefined;
  const refused = state.refusal && products.get(state.refusal.productId);
  const refusal = state.refusal && refused ? words.refusalText(state.refusal, refused) : undefined;
  const ghostProducts = (ghosts.data?.products ?? []).map((p) => products.get(p.id) ?? p);
  const recommended = (recommendations.data?.products ?? []).filter((p) => products.has(p.productId));
  const recommendedIds = new Set(recommended.map((p) => p.productId));
  // A search or a filter shows only what it found: the suggestions wait until it is cleared.
  const suggesting = !isFiltered(state.filter);

  const notice = state.notice && {
    tone: state.notice.kind === 'saved' ? ('success' as const) : ('error' as const),
    text: words.noticeText(state.notice),
    next:
      state.notice.kind === 'cutoff_passed' || state.notice.kind === 'order_skipped' ? (
        <NextOrder next={data.nextOrder} />
      ) : undefined,
  };
  const action: CartAction =
    mode === 'editable'
      ? {
          kind: 'save',
          dirty,
          saving: save.isPending,
          mealsShort: Math.max(0, plan.meals - meals),
          onSave: () => onSave(false),
          onUndo: () => dispatch({ type: 'undo', saved }),
        }
      : stopped?.reason === 'session_moved'
        ? { kind: 'reload' }
        : order.mode === 'additions_only' && !stopped
          ? {
              kind: 'pay',
              dirty,
              additions: additions.length,
              onPay: () => additions.length > 0 && dispatch({ type: 'pay', open: true }),
            }
          : { kind: 'none' };

  return (
    <>
      <div className="container-page flex flex-col gap-6 py-6 tablet:py-10">
        <EditorHeader
          data={data}
          closed={stopped !== undefined && stopped.reason !== 'session_moved'}
          cartLink={mode !== 'locked'}
        />
        <div className="grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_24rem]">
          {changeable && (
            <MenuSection
              shelves={shelves}
              filter={state.filter}
              onFilter={(filter) => dispatch({ type: 'filter', filter })}
              recipes={order.mode === 'editable'}
              controlOf={controlOf}
              onOpen={open}
              planFull={
                mode === 'editable' && meals >= plan.meals
                  ? { id: planFullId, text: t('cart.planFull', { count: plan.meals }) }
                  : undefined
              }
              suggestions={
                mode !== 'locked' &&
                suggesting && (
                  <GhostAddons products={ghostProducts} stickers={stickers.data} controlOf={controlOf} onOpen={open} />
                )
              }
              recommendations={suggesting && <Recommendations products={recommended} onOpen={open} />}
            />
          )}
          <CartAside
            rows={rows}
            locked={mode === 'locked'}
            mealCount={order.mode === 'editable' ? t('cart.mealCount', { count: meals, meals: plan.meals }) : null}
            notice={notice}
            noticeRef={noticeRef}
            action={action}
            payRef={payButton}
            summary={
              // A skipped week, or one left under the minimum, is neither charged nor earns points.
              order.state !== 'skipped' && order.state !== 'below_minimum'
                ? { view: summary, preview: dirty, loyalty }
                : null
            }
          />
        </div>
      </div>

      <div className="pointer-events-none sticky bottom-0 z-40">
        <RefusalToast
          text={opened === undefined ? refusal : undefined}
          onClose={() => dispatch({ type: 'dismissRefusal' })}
        />
        {mode !== 'locked' && (
          <CartBar
            meals={order.mode === 'editable' ? { count: meals, required: plan.meals } : null}
            items={lines.filter((l) => l.itemKind !== 'meal').reduce((n, l) => n + l.quantity, 0)}
            totalCents={summary.totalCents}
            save={mode === 'editable' ? { onSave: () => onSave(true), disabled: !dirty, saving: save.isPending } : null}
          />
        )}
      </div>

      {opened && (
        <ProductDialog
          product={opened}
          control={controlOf(opened)}
          refusal={refusal}
          customization={draft.customizations[opened.id] ?? null}
          onCustomize={(key) => dispatch({ type: 'customize', productId: opened.id, key })}
          pairings={opened.pairingIds.flatMap((id) => {
            const p = products.get(id);
            return p ? [{ product: p, quantity: quantityOf(draft, id) }] : [];
          })}
          onAddPairing={(productId) => dispatch({ type: 'addPairing', recipeId: opened.id, productId, rules })}
          recommended={recommendedIds.has(opened.id)}
          onMarketChanged={() => {
            void refreshRecommendations();
            // The subscription may have put the item in this very order: the draft moves onto it.
            const before = saved;
            void reload(order.id)
              .then((fresh) => dispatch({ type: 'rebased', before, after: fresh.cart }))
              .catch(() => undefined);
          }}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
      {state.paying && (
        <PayNow
          orderId={order.id}
          additions={additions}
          onPaid={() => {
            // Charged once and added: the order's new cart and summary come from the server.
            void reload(order.id).then((fresh) => dispatch({ type: 'paid', cart: fresh.cart }));
          }}
          onSoldOut={(items) => dispatch({ type: 'payRefused', productIds: items.map((i) => i.productId), saved })}
          onClose={() => {
            dispatch({ type: 'pay', open: false });
            // The modal gives the focus back to its opener, but after a payment the button that
            // had it while paying is gone and the focus was left on the page: back to "Pay" then.
            requestAnimationFrame(() => {
              if (document.activeElement === null || document.activeElement === document.body)
                payButton.current?.focus();
            });
          }}
        />
      )}
      {state.soldOut && (
        <SoldOutDialog
          soldOut={state.soldOut}
          added={state.substituted}
          onAdd={(productId) => dispatch({ type: 'addSubstitute', productId, rules })}
          onClose={() => dispatch({ type: 'closeSoldOut' })}
        />
      )}
      {blocker.state === 'blocked' && <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />}
    </>
  );
}
