import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CARD_FIELDS,
  cardBrand,
  cardDigits,
  cvcLength,
  formatCardNumber,
  formatExpiryInput,
  maxCardLength,
  parseExpiry,
  cardExpiryMonth,
  cardIssueMessage,
  validateCard,
  type CardField,
} from '@fp/domain/payment-cards';
import { ApiError, ApiRedirect } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Field, describedBy, inputClass } from '../ui/form-field.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CardFormEnd } from './CardFormEnd.tsx';
import { TestCardList } from './TestCardList.tsx';
import { usePaymentData } from './api/get-payment-data.ts';
import { useTestPaymentData } from './api/get-test-payment-data.ts';
import { tokenizeCard } from './api/tokenize-card.ts';

// Stripe Elements only when Stripe takes the cards: the test gateway's form never loads it.
import type { CardFormProps } from './card-form-props.ts';

const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

type Values = Record<CardField, string>;
type Errors = Partial<Record<CardField, string>>;

/**
 * Card entry (number, expiry, CVC, postal code) that tokenizes against the gateway directly and
 * hands the token to its caller. Outside production it lists the test cards.
 */
export function CardForm({ onToken, submitLabel, error, disabled = false, submitNote }: CardFormProps) {
  const { t } = useTranslation('payments');
  const id = useId();
  const fieldId = (name: CardField) => `${id}-${name}`;
  const paymentData = usePaymentData();
  const gateway = paymentData.data?.gateway;
  const testCards = useTestPaymentData(gateway?.test === true);
  const [values, setValues] = useState<Values>({ number: '', expiry: '', cvc: '', postalCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  // Focus moves after the render that re-enables the fields: a disabled input cannot take it.
  const focusNext = useRef<CardField | 'alert' | null>(null);
  useEffect(() => {
    if (!focusNext.current || busy) return;
    if (focusNext.current === 'alert') errorRef.current?.focus();
    else document.getElementById(fieldId(focusNext.current))?.focus();
    focusNext.current = null;
  });

  const brand = cardBrand(cardDigits(values.number));

  const showErrors = (next: Errors) => {
    setErrors(next);
    focusNext.current = CARD_FIELDS.find((f) => next[f]) ?? null;
  };

  const update = (name: CardField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || disabled) return;
    setFormError(undefined);
    const expiry = parseExpiry(values.expiry) ?? { expMonth: values.expiry, expYear: '' };
    const card = { number: values.number, ...expiry, cvc: values.cvc, postalCode: values.postalCode };
    // A courtesy check only: the gateway checks again with its own clock.
    const issues = validateCard(card, cardExpiryMonth(new Date()));
    const local: Errors = {};
    for (const f of CARD_FIELDS) {
      const issue = issues[f];
      if (issue) local[f] = t(cardIssueMessage(f, issue));
    }
    if (Object.keys(local).length > 0) return showErrors(local);
    setErrors({});
    if (!gateway) return setFormError(t('card.errors.tokenizeFailed'));
    setBusy(true);
    try {
      const result = await tokenizeCard(gateway, card);
      await onToken(result.token, result.card);
    } catch (failure) {
      if (failure instanceof ApiRedirect) return;
      const fields: Errors = {};
      if (failure instanceof ApiError)
        for (const f of CARD_FIELDS) if (failure.fields[f]) fields[f] = failure.fields[f];
      if (Object.keys(fields).length > 0) return showErrors(fields);
      setFormError(failure instanceof ApiError ? failure.message : t('card.errors.tokenizeFailed'));
      focusNext.current = 'alert';
    } finally {
      setBusy(false);
    }
  };

  const control = (name: CardField, hint: boolean) => {
    return {
      id: fieldId(name),
      name,
      value: values[name],
      'aria-required': true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(fieldId(name), hint, errors[name]),
      className: inputClass,
    } as const;
  };

  const shownError = formError ?? error;

  if (gateway?.name === 'stripe') {
    return (
      <Suspense fallback={<Spinner label={t('card.loading')} />}>
        <StripeCardForm
          publishableKey={gateway.publishableKey}
          onToken={onToken}
          submitLabel={submitLabel}
          error={error}
          disabled={disabled}
          submitNote={submitNote}
        />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset className="flex min-w-0 flex-col gap-4" disabled={busy || disabled}>
          <legend className="mb-1 text-lg font-semibold text-ink">{t('card.legend')}</legend>
          <p className="text-sm text-ink-muted">{t('card.secureNote')}</p>
          <Field id={fieldId('number')} label={t('card.number')} hint={t('card.numberHint')} error={errors.number}>
            <input
              {...control('number', true)}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              spellCheck={false}
              maxLength={maxCardLength(brand) + 4}
              onChange={(e) => update('number', formatCardNumber(e.target.value))}
            />
          </Field>
          <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
            <Field id={fieldId('expiry')} label={t('card.expiry')} hint={t('card.expiryHint')} error={errors.expiry}>
              <input
                {...control('expiry', true)}
                type="text"
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={7}
                onChange={(e) => {
                  const raw = e.target.value;
                  // Deleting the slash must not re-add it at once.
                  update('expiry', raw.length < values.expiry.length ? raw : formatExpiryInput(raw));
                }}
              />
            </Field>
            <Field id={fieldId('cvc')} label={t('card.cvc')} hint={t('card.cvcHint')} error={errors.cvc}>
              <input
                {...control('cvc', true)}
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={Math.max(cvcLength(brand), 4)}
                onChange={(e) => update('cvc', e.target.value.replace(/\D/g, ''))}
              />
            </Field>
          </div>
          <Field id={fieldId('postalCode')} label={t('card.postalCode')} error={errors.postalCode}>
            <input
              {...control('postalCode', false)}
              type="text"
              autoComplete="postal-code"
              autoCapitalize="characters"
              maxLength={7}
              onChange={(e) => update('postalCode', e.target.value.toUpperCase())}
            />
          </Field>
        </fieldset>
        <CardFormEnd
          error={shownError}
          errorRef={errorRef}
          submitNote={submitNote}
          submitLabel={submitLabel ?? t('card.submit')}
          disabled={busy || disabled || !gateway}
          busyLabel={busy ? t('card.saving') : undefined}
        />
      </form>
      {testCards.data && testCards.data.cards.length > 0 ? (
        <TestCardList
          cards={testCards.data.cards}
          onUse={(number) => {
            update('number', formatCardNumber(number));
            document.getElementById(fieldId('expiry'))?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
