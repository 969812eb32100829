import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
// A form checked with the contract's own schema: this lazily loaded page may carry zod (decision 005).
import { SignInRequest } from '@fp/contracts/schemas';
import { SocialButtons } from '../../../components/social/SocialButtons.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useReloadSession } from '../../../lib/session.ts';
import { storeReturnLocation, useSignIn } from '../api/mutations.ts';
import { AuthCard, FormAlert, linkClass } from '../../../components/ui/auth-form.tsx';
import { CredentialFields, useCredentials } from '../../../components/ui/sign-in-form.tsx';
import { clearReturnTo, peekReturnTo } from '../components/return-to.ts';
import { fieldMessages } from '../../../components/ui/field-messages.ts';

/** /clients/sign_in (French /fr/clients/connexion): e-mail and password, or a social provider. */
export default function SignInPage() {
  const { t } = useTranslation('identity');
  const link = useLink();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const signIn = useSignIn();
  const form = useCredentials();

  // The server keeps the saved page too, so a sign-in through a provider comes back to it.
  useEffect(() => {
    const saved = peekReturnTo();
    if (saved) storeReturnLocation(saved).catch(() => {});
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const returnTo = peekReturnTo();
    const parsed = SignInRequest.safeParse(
      { email: form.email, password: form.password, ...(returnTo ? { returnTo } : {}) },
      { reportInput: true },
    );
    if (!form.check(parsed.success ? {} : fieldMessages(parsed.error, t)) || !parsed.success) return;
    signIn.mutate(parsed.data, {
      onSuccess: async ({ location }) => {
        clearReturnTo();
        await reloadSession();
        await navigate(location, { replace: true });
      },
      onError: (error) => form.refused(error, t('errors.internal')),
    });
  };

  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <FormAlert title={t('signIn.errorTitle')} message={form.formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CredentialFields
          form={form}
          labels={{ email: t('signIn.email'), password: t('signIn.password'), showPassword: t('signIn.showPassword') }}
          passwordMaxLength={128}
        />
        <Link to={link('password-new')} className={`${linkClass} self-start text-sm`}>
          {t('signIn.forgot')}
        </Link>
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      <SocialButtons intent="signin" />
      <p className="border-t border-line pt-5 text-sm">
        {t('signIn.noAccount')}{' '}
        <Link to={link('signup-plans')} className={linkClass}>
          {t('signIn.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
