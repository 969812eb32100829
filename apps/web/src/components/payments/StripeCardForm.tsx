import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Locale } from '@fp/i18n';
import { ApiError, ApiRedirect } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CardFormEnd } from './CardFormEnd.tsx';
import { startCardSetup } from './api/start-card-setup.ts';
import type { CardFormProps } from './card-form-props.ts';

// Stripe.js loads once per key and language; the pure entry adds its script only when asked.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string, locale: Locale): Promise<Stripe | null> {
  const key = `${publishableKey}:${locale}`;
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: locale === 'fr' ? 'fr-CA' : 'en' });
    loaded.set(key, stripe);
  }
  return stripe;
}

/**
 * The card form when Stripe takes the cards (decision 051): Stripe Elements collects the card in
 * Stripe's own frame, the server starts a SetupIntent for the household's customer, Stripe.js
 * confirms it (3-D Secure included, when the bank asks), and the SetupIntent's id goes to the
 * caller as the token. No card number ever reaches the application.
 */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { locale } = useTranslation('payments');
  // Only in the browser: the server renders the form's frame without Stripe.js.
  const stripe = useMemo(
    () => (typeof window === 'undefined' ? null : stripeFor(props.publishableKey, locale)),
    [props.publishableKey, locale],
  );
  return (
    // Elements takes its Stripe instance once: another language is another instance.
    <Elements key={locale} stripe={stripe} options={{ locale: locale === 'fr' ? 'fr-CA' : 'en' }}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ onToken, submitLabel, error, disabled = false, submitNote }: CardFormProps) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const shownError = formError ?? error;
  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || disabled || !stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    setFormError(undefined);
    setBusy(true);
    try {
      const { clientSecret } = await startCardSetup();
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      // Stripe's own message, in the page's language (Elements is given the locale).
      if (result.error) return setFormError(result.error.message ?? t('card.errors.tokenizeFailed'));
      await onToken(result.setupIntent.id);
    } catch (failure) {
      if (failure instanceof ApiRedirect) return;
      setFormError(failure instanceof ApiError ? failure.message : t('card.errors.tokenizeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex min-w-0 flex-col gap-4" disabled={busy || disabled}>
        <legend className="mb-1 text-lg font-semibold text-ink">{t('card.legend')}</legend>
        <p className="text-sm text-ink-muted">{t('card.secureNote')}</p>
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-label`} className="text-sm font-medium text-ink">
            {t('card.stripeField')}
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-label`}
            className="min-h-11 rounded-lg border border-line bg-white px-3 py-3 focus-within:border-ink"
          >
            <CardElement
              id={`${id}-card`}
              options={{ disabled: busy || disabled, style: { base: { fontSize: '16px' } } }}
              onReady={() => setReady(true)}
              onChange={(e) => {
                setComplete(e.complete);
                setFormError(e.error?.message);
              }}
            />
          </div>
          {!ready ? <Spinner label={t('card.loading')} /> : null}
        </div>
      </fieldset>
      <CardFormEnd
        error={shownError}
        errorRef={errorRef}
        submitNote={submitNote}
        submitLabel={submitLabel ?? t('card.submit')}
        disabled={busy || disabled || !stripe || !ready || !complete}
        busyLabel={busy ? t('card.saving') : undefined}
      />
    </form>
  );
}
