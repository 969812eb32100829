import { Link } from 'react-router';
import type { EditorData } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { NextOrder } from './NextOrder.tsx';

/** States after which the week is past its cutoff (the account card's wording). */
const AFTER_CUTOFF = new Set(['locked', 'below_minimum', 'out_for_delivery', 'delivered', 'failed']);

/**
 * The week's title, delivery window and cutoff, then what the week's state means for its box: past
 * the cutoff or skipped (with the next week to go to), a declined card, a billed week taking
 * additions only, recipes the diet leaves out.
 */
export function EditorHeader({
  data,
  closed,
  cartLink,
}: {
  data: Pick<EditorData, 'order' | 'nextOrder' | 'dietLimited'>;
  /** A save found the week closed since it was read (cutoff passed, skipped): its notice says so. */
  closed: boolean;
  /** Changes can be made, so the cart (far below on a phone) is worth a link. */
  cartLink: boolean;
}) {
  const { t } = useTranslation('editor');
  const link = useLink();
  const { order } = data;
  const changeable = order.mode !== 'locked';
  const afterCutoff = order.mode === 'locked' && AFTER_CUTOFF.has(order.state);
  return (
    <>
      <header className="flex flex-col gap-2">
        <Link to={link('account')} className="self-start font-semibold text-kale underline underline-offset-4">
          {t('back')}
        </Link>
        <h1 className="text-3xl tablet:text-4xl">{t('title', { date: order.dateLabel })}</h1>
        <p className="text-ink-muted">{t('window', { window: order.windowLabel })}</p>
        {/* The nominal cutoff means something only while the week still takes changes. */}
        {changeable && !closed && <p className="text-sm text-ink-muted">{order.cutoffLabel}</p>}
        {cartLink && (
          <a
            href="#editor-cart"
            className="self-start text-sm font-semibold text-kale underline underline-offset-4 desktop:hidden"
          >
            {t('toCart')}
          </a>
        )}
      </header>

      {afterCutoff && (
        <p className="flex flex-col gap-2 rounded-lg bg-warning-bg px-4 py-3">
          <span>{t('errors.cutoffPassed')}</span>
          <NextOrder next={data.nextOrder} />
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
        <p className="flex flex-col gap-2 rounded-lg bg-warning-bg px-4 py-3">
          <span>{order.state === 'skipped' ? t('mode.skipped') : t('mode.locked')}</span>
          {order.state === 'skipped' && <NextOrder next={data.nextOrder} />}
        </p>
      )}
      {order.mode === 'additions_only' && (
        <p className="rounded-lg bg-sage-light px-4 py-3">{t('mode.additionsOnly')}</p>
      )}
      {data.dietLimited && <p className="rounded-lg bg-sage-light px-4 py-3">{t('dietLimited')}</p>}
    </>
  );
}
