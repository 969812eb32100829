import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { keepEarlyChoices } from '../../../components/ui/early-choices.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useNewsletterSignup } from '../api/post-newsletter.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { FieldError, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { useFocusWhen } from '../../../components/ui/use-focus-when.ts';

/** SPEC.md §5: the standard pattern of the contract (NewsletterRequest), checked before sending. */
export const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Errors = { email?: string; consent?: string; form?: string };

/**
 * The footer's newsletter sign-up (flag `newsletter`). States: idle, error shown, success shown.
 * On submit the e-mail error or the terms error shows; only a valid form is sent.
 */
export default function NewsletterForm() {
  const { t } = useTranslation('content');
  const link = useLink();
  const id = useId();
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  const headingId = `${id}-heading`;
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const statusRef = useFocusWhen<HTMLParagraphElement>(done);
  const subscribe = useNewsletterSignup();

  const showErrors = (next: Errors) => {
    setErrors(next);
    if (next.email) emailRef.current?.focus();
    else if (next.consent) consentRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const next: Errors = {};
    if (!NEWSLETTER_EMAIL.test(trimmed) || trimmed.length > 254) next.email = t('newsletter.errors.email');
    if (!consent) next.consent = t('newsletter.errors.terms');
    if (next.email || next.consent) return showErrors(next);
    setErrors({});
    subscribe.mutate(
      { email: trimmed, consent: true },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (error instanceof ApiRedirect) return;
          if (error instanceof ApiError && (error.fields.email || error.fields.consent)) {
            return showErrors({ email: error.fields.email, consent: error.fields.consent });
          }
          setErrors({ form: error.message || t('errors.internal') });
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-2xl bg-white/5 p-4">
      <h2 id={headingId} className="font-sans text-sm font-bold tracking-wide text-sage uppercase">
        {t('newsletter.title')}
      </h2>
      <p
        ref={statusRef}
        role="status"
        tabIndex={done ? -1 : undefined}
        className={done ? 'font-semibold text-white outline-none' : 'sr-only'}
      >
        {done ? t('newsletter.success') : ''}
      </p>
      {!done && (
        <form ref={keepEarlyChoices} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <p className="text-sm text-white/90">{t('newsletter.text')}</p>
          <div>
            <label htmlFor={emailId} className="mb-1 block text-sm font-semibold text-white">
              {t('newsletter.email')}
            </label>
            <input
              ref={emailRef}
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
              }}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(emailId, false, errors.email)}
              className={inputClass}
            />
            <FieldError id={emailId} tone="dark">
              {errors.email}
            </FieldError>
          </div>
          <div>
            <div className="flex items-start gap-3">
              <input
                ref={consentRef}
                id={consentId}
                type="checkbox"
                checked={consent}
                onChange={(e) => {
                  setConsent(e.target.checked);
                  if (errors.consent) setErrors((x) => ({ ...x, consent: undefined }));
                }}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={describedBy(consentId, false, errors.consent)}
                className="mt-0.5 size-5 shrink-0 accent-salmon"
              />
              <label htmlFor={consentId} className="text-sm text-white/90">
                {withSlots(t('newsletter.consent'), {
                  terms: (
                    <Link to={link('terms')} className="text-white underline underline-offset-4">
                      {t('newsletter.terms')}
                    </Link>
                  ),
                  privacy: (
                    <Link to={link('privacy')} className="text-white underline underline-offset-4">
                      {t('newsletter.privacy')}
                    </Link>
                  ),
                })}
              </label>
            </div>
            <FieldError id={consentId} tone="dark">
              {errors.consent}
            </FieldError>
          </div>
          {errors.form && (
            <p role="alert" className="rounded-md bg-white px-2 py-1 text-sm text-danger">
              {errors.form}
            </p>
          )}
          <button type="submit" disabled={subscribe.isPending} className={buttonClass('accent', 'self-start')}>
            {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
