import { useTranslation } from '../../../lib/i18n.tsx';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { StepStrip } from '../components/StepStrip.tsx';

/** How it works: a 4-step strip, then the page text. */
export default function HowItWorksPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPageView
      slug="how-it-works"
      before={
        <StepStrip
          label={t('steps.label')}
          steps={[
            { key: 'choose', icon: 'plan', title: t('steps.choose.title'), text: t('steps.choose.text') },
            { key: 'pick', icon: 'bowl', title: t('steps.pick.title'), text: t('steps.pick.text') },
            { key: 'deliver', icon: 'truck', title: t('steps.deliver.title'), text: t('steps.deliver.text') },
            { key: 'cook', icon: 'pan', title: t('steps.cook.title'), text: t('steps.cook.text') },
          ]}
        />
      }
    />
  );
}
