import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RESET_TOKEN_PARAM, ResetPasswordRequest } from '@fp/contracts/schemas';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useReloadSession } from '../../../lib/session.ts';
import { useResetPassword, useResetTokenCheck } from '../api/mutations.ts';
import { AuthCard, FormAlert, PasswordField, linkClass } from '../../../components/ui/auth-form.tsx';
import { fieldMessages } from '../../../components/ui/field-messages.ts';

const TOKEN_KEY = 'fp_reset_token';

/**
 * The token arrives in the link's query string. It is kept in this tab only and taken out of the
 * address bar at once, so it does not linger in history, bookmarks or a shared screen.
 */
function useResetToken(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState<string | undefined>(() => {
    const fromUrl = new URLSearchParams(location.search).get(RESET_TOKEN_PARAM) ?? undefined;
    try {
      if (fromUrl) window.sessionStorage.setItem(TOKEN_KEY, fromUrl);
      return fromUrl ?? window.sessionStorage.getItem(TOKEN_KEY) ?? undefined;
    } catch {
      return fromUrl;
    }
  });
  const inUrl = new URLSearchParams(location.search).has(RESET_TOKEN_PARAM);
  useEffect(() => {
    if (!inUrl) return;
    const rest = new URLSearchParams(location.search);
    rest.delete(RESET_TOKEN_PARAM);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [inUrl, location.pathname, location.search, location.hash, navigate]);
  return token;
}

function forgetToken() {
  try {
    window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was stored.
  }
}

type FieldName = 'password' | 'passwordConfirmation';

function DeadLink({ message, blocked }: { message: string; blocked: boolean }) {
  const { t } = useTranslation('identity');
  const link = useLink();
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <h2 className="text-2xl">{t('reset.invalidTitle')}</h2>
      <p>{message}</p>
      {blocked ? (
        <Link to={link('contact')} className={buttonClass('secondary')}>
          {t('reset.contact')}
        </Link>
      ) : (
        <Link to={link('password-new')} className={buttonClass('primary')}>
          {t('reset.requestAnother')}
        </Link>
      )}
    </div>
  );
}

/** /clients/password/edit: choose a new password with the link from the reset e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const link = useLink();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const token = useResetToken();
  const [values, setValues] = useState<Record<FieldName, string>>({ password: '', passwordConfirmation: '' });
  const { fieldId, errors, setErrors, showErrors, clearError } = useFieldErrors([
    'password',
    'passwordConfirmation',
  ] as const);
  const [formError, setFormError] = useState<string | undefined>();
  const [dead, setDead] = useState<{ message: string; blocked: boolean } | undefined>();
  const reset = useResetPassword();

  const check = useResetTokenCheck(token);

  const deadFrom = (error: unknown) =>
    error instanceof ApiError && (error.code === 'reset_link_invalid' || error.code === 'reset_blocked')
      ? { message: error.message, blocked: error.code === 'reset_blocked' }
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = ResetPasswordRequest.safeParse({ token, ...values }, { reportInput: true });
    if (!parsed.success) return showErrors(fieldMessages(parsed.error, t));
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: async ({ location }) => {
        forgetToken();
        await reloadSession();
        await navigate(location, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiRedirect) return;
        const gone = deadFrom(error);
        if (gone) {
          forgetToken();
          return setDead(gone);
        }
        if (error instanceof ApiError && (error.fields.password || error.fields.passwordConfirmation)) {
          return showErrors({
            password: error.fields.password,
            passwordConfirmation: error.fields.passwordConfirmation,
          });
        }
        setFormError(error.message || t('errors.internal'));
      },
    });
  };

  const update = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  let body;
  const checkDead = check.isError ? deadFrom(check.error) : undefined;
  if (token === undefined) body = <DeadLink message={t('errors.resetLinkInvalid')} blocked={false} />;
  else if (dead ?? checkDead) body = <DeadLink {...(dead ?? checkDead)!} />;
  else if (check.isPending) body = <Spinner label={t('reset.checking')} />;
  else if (check.isError) body = <FormAlert title={t('reset.errorTitle')} message={check.error.message} />;
  else
    body = (
      <>
        <FormAlert title={t('reset.errorTitle')} message={formError} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            id={fieldId('password')}
            name="password"
            autoComplete="new-password"
            maxLength={128}
            aria-required="true"
            label={t('reset.password')}
            hint={t('reset.passwordHint')}
            showLabel={t('signIn.showPassword')}
            value={values.password}
            error={errors.password}
            onChange={(e) => update('password', e.target.value)}
          />
          <PasswordField
            id={fieldId('passwordConfirmation')}
            name="passwordConfirmation"
            autoComplete="new-password"
            maxLength={128}
            aria-required="true"
            label={t('reset.confirmation')}
            showLabel={t('signIn.showPassword')}
            value={values.passwordConfirmation}
            error={errors.passwordConfirmation}
            onChange={(e) => update('passwordConfirmation', e.target.value)}
          />
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={reset.isPending}>
            {reset.isPending ? t('reset.submitting') : t('reset.submit')}
          </button>
        </form>
      </>
    );

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      {body}
      <Link to={link('sign-in')} className={`${linkClass} self-start text-sm`}>
        {t('forgot.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
