import type { ReactNode, Ref } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { CartPanel, type CartRow } from './CartPanel.tsx';
import type { LoyaltyBannerAnswer } from './loyalty.ts';
import type { SummaryView } from './summary.ts';
import { SummaryPanel } from './SummaryPanel.tsx';

/** What the cart does now: save the draft, pay for a billed week's additions, reload, or nothing. */
export type CartAction =
  | { kind: 'save'; dirty: boolean; saving: boolean; mealsShort: number; onSave: () => void; onUndo: () => void }
  | { kind: 'pay'; dirty: boolean; additions: number; onPay: () => void }
  | { kind: 'reload' }
  | { kind: 'none' };

/**
 * The cart beside the menu (below it on a phone): its lines with their steppers, the plan's meal
 * count, the outcome of the last save (announced as it appears), the cart's action, and the order
 * summary when the week is charged.
 */
export function CartAside({
  rows,
  locked,
  mealCount,
  notice,
  noticeRef,
  action,
  payRef,
  summary,
}: {
  rows: CartRow[];
  locked: boolean;
  mealCount: string | null;
  notice: { tone: 'success' | 'error'; text: string; next?: ReactNode } | undefined;
  /** The error notice's paragraph, for the focus after a save pressed far from it (the phone's bar). */
  noticeRef: Ref<HTMLParagraphElement>;
  action: CartAction;
  /** "Pay for my additions", which takes the focus back after the pay-now modal. */
  payRef: Ref<HTMLButtonElement>;
  summary: { view: SummaryView; preview: boolean; loyalty: LoyaltyBannerAnswer | null } | null;
}) {
  const { t } = useTranslation('editor');
  return (
    <aside className="flex min-w-0 flex-col gap-4 desktop:sticky desktop:top-4">
      <CartPanel rows={rows} locked={locked} mealCount={mealCount}>
        {/* Always present, so each outcome is announced as it appears. */}
        <div role="status">
          {notice?.tone === 'success' && <p className="rounded-lg bg-sage-light px-4 py-3">{notice.text}</p>}
        </div>
        <div role="alert">
          {notice?.tone === 'error' && (
            <p
              ref={noticeRef}
              tabIndex={-1}
              className="flex flex-col gap-2 rounded-lg bg-salmon-light px-4 py-3 text-danger outline-none"
            >
              <span>{notice.text}</span>
              {notice.next}
            </p>
          )}
        </div>
        {action.kind === 'save' && (
          <>
            {action.dirty && <p className="text-sm font-semibold">{t('cart.unsaved')}</p>}
            {action.mealsShort > 0 && <p className="text-sm">{t('cart.planShort', { count: action.mealsShort })}</p>}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={action.onSave}
                aria-disabled={!action.dirty || action.saving || undefined}
                className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
              >
                {action.saving ? t('cart.saving') : t('cart.save')}
              </button>
              {action.dirty && !action.saving && (
                <button type="button" onClick={action.onUndo} className={buttonClass('ghost')}>
                  {t('cart.undo')}
                </button>
              )}
            </div>
          </>
        )}
        {action.kind === 'reload' && (
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('secondary')}>
            {t('errors.reload')}
          </button>
        )}
        {action.kind === 'pay' && (
          <>
            <p className="text-sm text-ink-muted">{action.dirty ? t('cart.unsaved') : t('payNow.empty')}</p>
            <button
              ref={payRef}
              type="button"
              onClick={action.onPay}
              aria-disabled={action.additions === 0 || undefined}
              className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
            >
              {t('payNow.pay')}
            </button>
          </>
        )}
      </CartPanel>
      {summary && <SummaryPanel summary={summary.view} preview={summary.preview} loyalty={summary.loyalty} />}
    </aside>
  );
}
