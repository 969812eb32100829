import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailAddress } from '@fp/contracts/schemas';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useFocusWhen } from '../../../components/ui/use-focus-when.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useRequestPasswordReset } from '../api/mutations.ts';
import { AuthCard, EmailField, FormAlert, linkClass } from '../../../components/ui/auth-form.tsx';
import { fieldMessages } from '../../../components/ui/field-messages.ts';

/**
 * /clients/password/new: asks for a reset link. The answer is the same whether or not the
 * address has an account, so the page never tells.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const link = useLink();
  const request = useRequestPasswordReset();
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  // The form is replaced: the focus moves to what replaced it.
  const sentHeading = useFocusWhen<HTMLHeadingElement>(sentTo !== undefined);

  const send = (address: string) => {
    setFormError(undefined);
    request.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
      },
      onError: (err) => {
        if (err instanceof ApiRedirect) return;
        if (err instanceof ApiError && err.fields.email) {
          setError(err.fields.email);
          return;
        }
        setSentTo(undefined);
        setFormError(err.message || t('errors.internal'));
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailAddress.safeParse(email, { reportInput: true });
    if (!parsed.success) {
      setError(fieldMessages(parsed.error, t)._);
      document.getElementById(emailId)?.focus();
      return;
    }
    setError(undefined);
    send(parsed.data);
  };

  return (
    <AuthCard title={t('forgot.title')} intro={sentTo ? undefined : t('forgot.intro')}>
      <FormAlert title={t('forgot.errorTitle')} message={formError} />
      {sentTo ? (
        <div role="status" className="flex flex-col gap-4">
          <h2 ref={sentHeading} tabIndex={-1} className="text-2xl outline-none">
            {t('forgot.sentTitle')}
          </h2>
          <p>{t('forgot.sent', { email: sentTo })}</p>
          <p className="text-sm text-ink-muted">{t('forgot.notReceived')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'self-start')}
            disabled={request.isPending}
            onClick={() => send(sentTo)}
          >
            {request.isPending ? t('forgot.submitting') : t('forgot.sendAgain')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <EmailField
            id={emailId}
            name="email"
            autoComplete="email"
            aria-required="true"
            label={t('forgot.email')}
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(undefined);
            }}
          />
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </form>
      )}
      <Link to={link('sign-in')} className={`${linkClass} self-start text-sm`}>
        {t('forgot.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
