import { useId, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { checkPhone } from './api/validate-phone.ts';
import { ErrorText, describedBy, inputClass } from '../ui/form-field.tsx';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** An error from the form or the server; shown instead of the field's own check. */
  error?: string | undefined;
  /** Told the number as stored (E.164) once the server accepts it, or null when it does not. */
  onValidated?: (e164: string | null) => void;
}

/**
 * The delivery phone number: checked as a Canadian number by validate_phone when the field is
 * left, with the server's message in the page language.
 */
export function PhoneField({ value, onChange, error, onValidated }: PhoneFieldProps) {
  const { t } = useTranslation('delivery');
  const id = useId();
  const [checked, setChecked] = useState<{ phone: string; error?: string; national?: string } | null>(null);
  const ownError = checked && checked.phone === value ? checked.error : undefined;
  const shown = error ?? ownError;
  const confirmed = !shown && checked?.phone === value ? checked.national : undefined;

  const validate = async () => {
    const phone = value.trim();
    if (!phone) return;
    try {
      const result = await checkPhone(phone);
      setChecked({ phone: value, national: result.national });
      onValidated?.(result.e164);
    } catch (err) {
      if (err instanceof ApiError) {
        setChecked({ phone: value, error: err.fields.phone ?? err.message });
        onValidated?.(null);
      }
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {t('phone.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('phone.hint')}
      </p>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => void validate()}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, true, shown)}
        maxLength={30}
        required
      />
      {/* The check answers while the visitor may be reaching for the save button: its line is
          kept from the start (two on a phone, where the French answer wraps), so the answer never
          moves the button under the pointer. */}
      <div aria-live="polite" className="min-h-[2.875rem] tablet:min-h-[1.625rem]">
        {shown ? <ErrorText id={`${id}-error`}>{shown}</ErrorText> : null}
        {!shown && confirmed ? (
          <p className="mt-1.5 text-sm text-kale">{t('phone.valid', { number: confirmed })}</p>
        ) : null}
      </div>
    </div>
  );
}
