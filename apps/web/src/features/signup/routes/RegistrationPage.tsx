import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useReloadSession } from '../../../lib/session.ts';
import { RegistrationForm } from '../components/RegistrationForm.tsx';
import { SignupLayout } from '../components/SignupLayout.tsx';
import { StepGate } from '../components/StepGate.tsx';

/** /signup/registration: the household account, then on to the address. */
export default function RegistrationPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  return (
    <SignupLayout step="registration" title={t('registration.title')} intro={t('registration.intro')}>
      <StepGate page="registration">
        <RegistrationForm
          onCreated={async (next) => {
            // The next step reads the progress afresh; the session now holds the signed-in client.
            await navigate(next);
            void reloadSession();
          }}
        />
      </StepGate>
    </SignupLayout>
  );
}
