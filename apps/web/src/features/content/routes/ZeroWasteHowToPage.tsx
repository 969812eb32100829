import { useTranslation } from '../../../lib/i18n.tsx';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { StepStrip } from '../components/StepStrip.tsx';

/** Returning the bag and kits: the steps at a glance (rinse 20–30 s), then the page text. */
export default function ZeroWasteHowToPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPageView
      slug="zero-waste-how-to"
      before={
        <StepStrip
          label={t('returnSteps.label')}
          steps={[
            { key: 'empty', icon: 'empty', title: t('returnSteps.empty.title'), text: t('returnSteps.empty.text') },
            { key: 'rinse', icon: 'rinse', title: t('returnSteps.rinse.title'), text: t('returnSteps.rinse.text') },
            { key: 'pack', icon: 'bag', title: t('returnSteps.pack.title'), text: t('returnSteps.pack.text') },
            { key: 'leave', icon: 'door', title: t('returnSteps.leave.title'), text: t('returnSteps.leave.text') },
          ]}
        />
      }
    />
  );
}
