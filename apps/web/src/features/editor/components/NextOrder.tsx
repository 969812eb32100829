import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EditorData } from '@fp/contracts';
import { useUnskipOrder } from '../../../api/unskip-order.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';

/**
 * Where to go once this week can no longer change: the next week still before its cutoff. An
 * editable one is a link to its editor; a skipped one is said skipped and offered back, and once
 * back its editor opens.
 */
export function NextOrder({ next }: { next: EditorData['nextOrder'] }) {
  const { t } = useTranslation('editor');
  const link = useLink();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string>();
  const unskip = useUnskipOrder();
  if (next === null) return null;
  const editor = link('order-editor', { id: String(next.id) });
  if (!next.skipped) {
    return (
      <Link to={editor} className="self-start font-semibold text-kale underline underline-offset-4">
        {t('errors.nextOrder')}
      </Link>
    );
  }
  const bringBack = () => {
    if (unskip.isPending) return;
    setFailed(undefined);
    unskip.mutate(
      { orderId: next.id, version: next.version },
      {
        onSuccess: () => void navigate(editor),
        onError: (error) => {
          if (error instanceof ApiRedirect) return;
          setFailed(error instanceof ApiError ? error.message : String(error));
        },
      },
    );
  };
  return (
    <span className="flex flex-col items-start gap-2">
      <span>{t('nextOrder.skipped', { date: next.dateLabel })}</span>
      <button
        type="button"
        onClick={bringBack}
        aria-disabled={unskip.isPending || undefined}
        className={buttonClass('secondary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
      >
        {unskip.isPending ? t('nextOrder.unskipping') : t('nextOrder.unskip')}
      </button>
      <span role="alert" className="font-semibold text-danger [&:empty]:hidden">
        {failed ?? ''}
      </span>
    </span>
  );
}
