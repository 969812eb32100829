import { Heading } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { EditorDialog } from './EditorDialog.tsx';

/** "Leave your order?": unsaved cart changes are lost on Continue; Cancel (or Escape) stays. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog onClose={onStay}>
      <Heading slot="title" className="pr-10 text-2xl">
        {t('leave.title')}
      </Heading>
      <p>{t('leave.body')}</p>
      <div className="flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
        {/* First in the focus order: the safe choice comes first. */}
        <button type="button" onClick={onStay} className={buttonClass('primary')}>
          {t('leave.cancel')}
        </button>
        <button type="button" onClick={onLeave} className={buttonClass('secondary')}>
          {t('leave.continue')}
        </button>
      </div>
    </EditorDialog>
  );
}
