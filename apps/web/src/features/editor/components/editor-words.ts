import type { EditorPlan, EditorProduct } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { Notice, Refusal, Stop } from './editor-state.ts';

/** The editor's states in the reader's words: the cart's notice and the reason a press was refused. */
export function useEditorWords(plan: EditorPlan, stopped: Stop | undefined) {
  const { t } = useTranslation('editor', 'catalog');

  const noticeText = (notice: Notice): string => {
    switch (notice.kind) {
      case 'saved':
        return t('cart.saved');
      case 'plan_short':
        return t('cart.planShort', { count: notice.missing });
      case 'order_changed':
        return t('errors.orderChanged');
      case 'session_moved':
        return t('errors.sessionMoved');
      case 'cutoff_passed':
        return t('errors.cutoffPassed');
      case 'add_failed':
        return notice.names.map((name) => t('errors.addFailed', { name })).join(' ');
      case 'order_skipped':
      case 'message':
        return notice.message;
    }
  };

  /** Why a press could not add this product (undefined: nothing worth saying). */
  const refusalText = ({ block }: Refusal, product: EditorProduct): string => {
    switch (block) {
      case 'plan_full':
        return t('cart.planFull', { count: plan.meals });
      case 'sold_out':
      case 'no_stock':
        return product.remaining !== null && product.remaining > 0
          ? t('card.onlyLeft', { count: product.remaining })
          : t('catalog:card.soldOut');
      case 'locked':
        if (stopped?.reason === 'session_moved') return t('errors.sessionMoved');
        if (stopped?.reason === 'order_skipped') return t('errors.weekSkipped');
        return stopped?.reason === 'cutoff_passed' ? t('errors.cutoffPassed') : t('mode.locked');
      case 'max':
        return t('errors.addFailed', { name: product.name });
    }
  };

  return { noticeText, refusalText };
}
