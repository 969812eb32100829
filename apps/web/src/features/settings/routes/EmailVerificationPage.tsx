import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { titleKey } from '@fp/i18n';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiRedirect } from '../../../lib/api.ts';
import { useFocusWhen } from '../../../components/ui/use-focus-when.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useEmailVerification, useResendCode, useVerifyEmail } from '../api/queries.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { Notice } from '../components/form-parts.tsx';

/**
 * /email-verification: the 6-digit code from the e-mail, a new code on request, and a way home.
 * SPEC.md §4 states: verifying, success, failed.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation('settings');
  const link = useLink();
  const id = useId();
  const status = useEmailVerification();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [resendResult, setResendResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const verified = status.data?.verified === true;

  const successRef = useFocusWhen<HTMLParagraphElement>(verify.isSuccess);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const trimmed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(trimmed)) {
      setCodeError(t('verification.errors.codeFormat'));
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setCodeError(undefined);
    verify.mutate(trimmed, {
      onError: (error) => {
        if (!(error instanceof ApiRedirect)) setFailure(error.message || t('verification.errors.failed'));
      },
    });
  };

  const askAgain = () => {
    setResendResult(undefined);
    resend.mutate(undefined, {
      onSuccess: () =>
        setResendResult({ tone: 'success', text: t('verification.resent', { email: status.data?.email ?? '' }) }),
      onError: (error) => {
        if (!(error instanceof ApiRedirect)) setResendResult({ tone: 'error', text: error.message });
      },
    });
  };

  const home = (
    <Link to={link('account')} className={buttonClass(verified ? 'primary' : 'ghost')}>
      {t('verification.goHome')}
    </Link>
  );

  return (
    <div className="container-page flex max-w-xl flex-col gap-6 py-10">
      <h1 className="text-3xl tablet:text-4xl">{t(titleKey('email-verification'))}</h1>
      {status.isPending && <Spinner label={t('verification.loading')} />}
      {status.isError && !(status.error instanceof ApiRedirect) && <Notice tone="error">{status.error.message}</Notice>}
      {status.data && verified && (
        <div className="flex flex-col items-start gap-4">
          <p
            ref={successRef}
            tabIndex={-1}
            role="status"
            className="rounded-lg bg-sage-light px-4 py-3 text-lg outline-none"
          >
            {verify.isSuccess ? t('verification.success') : t('verification.alreadyDone')}
          </p>
          {home}
        </div>
      )}
      {status.data && !verified && (
        <>
          <p className="text-lg">{t('verification.intro', { email: status.data.email })}</p>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field id={`${id}-code`} label={t('verification.code')} hint={t('verification.codeHint')} error={codeError}>
              <input
                id={`${id}-code`}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                aria-required="true"
                aria-invalid={codeError ? true : undefined}
                aria-describedby={describedBy(`${id}-code`, true, codeError)}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  if (codeError) setCodeError(undefined);
                }}
                className={`${inputClass} max-w-48 text-center text-2xl tracking-[0.4em]`}
              />
            </Field>
            {failure && <Notice tone="error">{failure}</Notice>}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={verify.isPending} className={buttonClass('primary')}>
                {verify.isPending ? t('verification.verifying') : t('verification.verify')}
              </button>
              <button type="button" onClick={askAgain} disabled={resend.isPending} className={buttonClass('secondary')}>
                {resend.isPending ? t('verification.resending') : t('verification.resend')}
              </button>
              {home}
            </div>
          </form>
          {resendResult && <Notice tone={resendResult.tone}>{resendResult.text}</Notice>}
        </>
      )}
    </div>
  );
}
