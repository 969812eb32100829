import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { getPostalCodeInfo, OutputOf } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { usePostalCodeInfo } from '../api/get-postal-code-info.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { PostalCodeInput } from '../../../components/address/PostalCodeInput.tsx';

type PostalInfo = OutputOf<typeof getPostalCodeInfo>;

/**
 * "Check another postal code, for example your workplace" (SPEC.md §2 /no-delivery): served →
 * a way to sign up; not served → we do not deliver there yet; invalid → the server's field error.
 */
function PostalCodeCheck() {
  const { t } = useTranslation('content');
  const link = useLink();
  const id = useId();
  const inputId = `${id}-postal`;
  const headingId = `${id}-heading`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [postal, setPostal] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<PostalInfo | null>(null);
  const check = usePostalCodeInfo();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    setError(undefined);
    check.mutate(postal, {
      onSuccess: (info) => setResult(info),
      onError: (err) => {
        if (err instanceof ApiRedirect) return;
        setError(err instanceof ApiError ? (err.fields.postal ?? err.message) : t('errors.internal'));
        inputRef.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="bg-sage-light/60">
      <div className="container-page py-12">
        <div className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm tablet:p-8">
          <h2 id={headingId} className="text-2xl tablet:text-3xl">
            {t('noDelivery.formTitle')}
          </h2>
          <p className="text-ink-muted">{t('noDelivery.formIntro')}</p>
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <div>
              <Field id={inputId} label={t('noDelivery.postalLabel')} hint={t('noDelivery.postalHint')} error={error}>
                <PostalCodeInput
                  id={inputId}
                  inputRef={inputRef}
                  value={postal}
                  error={error}
                  className="tablet:max-w-xs"
                  onChange={(value) => {
                    setPostal(value);
                    if (error) setError(undefined);
                  }}
                />
              </Field>
            </div>
            <button type="submit" disabled={check.isPending} className={buttonClass('primary', 'self-start')}>
              {check.isPending ? t('noDelivery.checking') : t('noDelivery.submit')}
            </button>
          </form>
          <div aria-live="polite">
            {result?.served && (
              <div className="flex flex-col items-start gap-3 rounded-xl bg-sage-light p-4">
                <p className="flex items-start gap-2 font-semibold text-kale-dark">
                  <Icon name="leaf" className="mt-0.5 size-5 shrink-0" />
                  <span>
                    {result.city
                      ? t('noDelivery.served', { city: result.city, postal: result.postalCode })
                      : t('noDelivery.servedNoCity', { postal: result.postalCode })}
                  </span>
                </p>
                <Link to={link('signup-plans')} className={buttonClass('primary')}>
                  {t('noDelivery.servedCta')}
                </Link>
              </div>
            )}
            {result && !result.served && (
              <div className="flex flex-col gap-1 rounded-xl bg-warning-bg p-4">
                <p className="flex items-start gap-2 font-semibold">
                  <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
                  <span>{t('noDelivery.notServed', { postal: result.postalCode })}</span>
                </p>
                <p className="text-sm text-ink-muted">{t('noDelivery.notServedHint')}</p>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Outside the delivery zone: the page text, then a postal code check for another address. */
export default function NoDeliveryPage() {
  return <ContentPageView slug="no-delivery" after={<PostalCodeCheck />} />;
}
