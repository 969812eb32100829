import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { FieldErrors } from '../../../components/ui/use-field-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { useReloadSession } from '../../../lib/session.ts';
import { useStaffSignIn } from '../api/queries.ts';
import { FormAlert, linkClass } from '../../../components/ui/auth-form.tsx';
import { CredentialFields, useCredentials } from '../../../components/ui/sign-in-form.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only admin pages are worth coming back to after a staff sign-in. */
function adminReturnTo(): string | undefined {
  const path = takeReturnTo();
  return path && /^\/(fr\/)?admin(\/|$|\?)/.test(path) && !/sign_in|connexion/.test(path) ? path : undefined;
}

/** Staff sign-in (/admin/sign_in): e-mail and password, then the admin page they were headed to. */
export default function StaffSignInPage() {
  const { t } = useTranslation('staff');
  const link = useLink();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const signIn = useStaffSignIn();
  const form = useCredentials();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = form.email.trim();
    const next: FieldErrors<'email' | 'password'> = {};
    if (!email) next.email = t('validation.required');
    else if (!EMAIL.test(email)) next.email = t('errors.email');
    if (!form.password) next.password = t('validation.required');
    if (!form.check(next)) return;
    signIn.mutate(
      { email, password: form.password },
      {
        onSuccess: async () => {
          await reloadSession();
          await navigate(adminReturnTo() ?? link('admin'), { replace: true });
        },
        onError: (error) => form.refused(error, t('errors.internal')),
      },
    );
  };

  return (
    <div className="container-page flex min-h-dvh flex-col items-center justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm tablet:p-8">
        <h1 className="text-3xl">{t('signIn.heading')}</h1>
        <p className="mt-2 text-ink-muted">{t('signIn.intro')}</p>
        <div className="mt-4">
          <FormAlert message={form.formError} />
        </div>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <CredentialFields
            form={form}
            labels={{
              email: t('signIn.email'),
              password: t('signIn.password'),
              showPassword: t('signIn.showPassword'),
            }}
            passwordMaxLength={200}
          />
          <button type="submit" className={buttonClass('primary', 'mt-2 w-full')} disabled={signIn.isPending}>
            {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
          </button>
        </form>
        <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
          <Link to={link('home')} className={linkClass}>
            {t('signIn.backHome')}
          </Link>
          <Link to={link('sign-in')} className={linkClass}>
            {t('signIn.customerLink')}
          </Link>
        </div>
      </div>
    </div>
  );
}
