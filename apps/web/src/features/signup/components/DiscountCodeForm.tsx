import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useSaveDiscountCode } from '../api/save-discount-code.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';

/**
 * A promotion code on the checkout: applied at once to the summary; "Invalid code" stays under the
 * field, and a code held for a welcome offer this address cannot have says so (decision 017).
 */
export function DiscountCodeForm({ current, withheld }: { current: string | null; withheld: string | null }) {
  const { t } = useTranslation('signup');
  const id = useId();
  const inputId = `${id}-code`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const apply = useSaveDiscountCode();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    apply.mutate(code.trim(), {
      onSuccess: ({ discountCode }) => {
        setCode(discountCode ?? '');
      },
      onError: (err) => {
        if (err instanceof ApiRedirect) return;
        setError(err instanceof ApiError ? (err.fields.code ?? err.message) : t('errors.internal'));
        inputRef.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-xl">
        {t('payment.discountTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <Field id={inputId} label={t('payment.discountLabel')} error={error}>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                if (error) setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(inputId, false, error)}
              className={`${inputClass} uppercase`}
            />
            <button type="submit" disabled={apply.isPending} className={buttonClass('secondary', 'shrink-0')}>
              {apply.isPending ? t('payment.applyingDiscount') : t('payment.applyDiscount')}
            </button>
          </div>
        </Field>
        <p role="status" className={`text-sm font-medium ${current ? 'text-kale' : 'text-ink'}`}>
          {error
            ? ''
            : current
              ? t('payment.discountApplied', { code: current })
              : withheld
                ? t('payment.codeWithheld', { code: withheld })
                : ''}
        </p>
      </form>
    </section>
  );
}
