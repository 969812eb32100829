import { useId, useRef, useState, type FormEvent } from 'react';
import type { PlanType, PostalCheck } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useCheckPostalCode } from '../api/check-postal-code.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { PostalCodeInput } from '../../../components/address/PostalCodeInput.tsx';

/**
 * The first question of the delivery step. A served postal code opens the address form; one we
 * do not serve comes back with a redirect that the API helper follows (to /no-delivery).
 */
export function PostalCodeCheck({
  planType,
  onServed,
}: {
  planType: PlanType;
  onServed: (check: PostalCheck) => void;
}) {
  const { t } = useTranslation('signup');
  const id = useId();
  const inputId = `${id}-postal`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [postal, setPostal] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useCheckPostalCode(planType);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const value = postal.trim();
    if (!value) {
      setError(t('delivery.errors.postal'));
      inputRef.current?.focus();
      return;
    }
    check.mutate(value, {
      onSuccess: (result) => {
        if (result.served) onServed(result);
      },
      onError: (err) => {
        if (err instanceof ApiRedirect) return;
        setError(err instanceof ApiError ? (err.fields.postal ?? err.message) : t('errors.internal'));
        inputRef.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field id={inputId} label={t('delivery.postalLabel')} hint={t('delivery.postalHint')} error={error}>
        <div className="flex flex-wrap gap-2">
          <PostalCodeInput
            id={inputId}
            inputRef={inputRef}
            value={postal}
            error={error}
            className="max-w-48"
            onChange={(value) => {
              setPostal(value);
              if (error) setError(undefined);
            }}
          />
          <button type="submit" disabled={check.isPending} className={buttonClass('primary')}>
            {check.isPending ? t('delivery.checking') : t('delivery.checkPostal')}
          </button>
        </div>
      </Field>
    </form>
  );
}
