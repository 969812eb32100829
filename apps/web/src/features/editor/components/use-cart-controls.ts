import type { Dispatch } from 'react';
import type { EditorProduct } from '@fp/contracts';
import { canRemove, quantityOf } from '@fp/domain/order-draft';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CartControl } from './CartButton.tsx';
import { blockOf, modeOf, type DraftRules, type EditorAction, type EditorState } from './editor-state.ts';

/**
 * Each product's place in the draft, as the cards, the cart, the suggestions and the product
 * dialog show it. A meal greyed by a full box says why beside its button, and its buttons are
 * described by `planFullId` (the one sentence saying it, with what to do).
 */
export function useCartControls(
  state: EditorState,
  rules: DraftRules,
  dispatch: Dispatch<EditorAction>,
  planFullId: string,
): (product: EditorProduct) => CartControl {
  const { t } = useTranslation('editor');
  const mode = modeOf(state, rules.mode);
  return (product) => {
    const quantity = quantityOf(state.draft, product.id);
    const block = blockOf(state, product, rules);
    return {
      quantity,
      quantityLabel:
        product.itemKind === 'meal'
          ? t('stepper.servings', { count: quantity })
          : t('stepper.units', { count: quantity }),
      canAdd: block === undefined,
      canRemove: canRemove(state.draft, rules.saved, product.id, mode),
      ...(block === 'plan_full'
        ? { blocked: { hint: t('card.boxFull', { count: rules.plan.meals }), describedBy: planFullId } }
        : {}),
      onAdd: () => dispatch({ type: 'add', productId: product.id, rules }),
      onRemove: () => dispatch({ type: 'remove', productId: product.id, rules }),
    };
  };
}
