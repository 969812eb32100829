import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AddressSuggestion, DeliveryAddress } from '@fp/contracts';
import { ApiError, ApiRedirect } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { AddressAutocomplete } from './AddressAutocomplete.tsx';
import { PhoneField } from './PhoneField.tsx';
import { useSaveAddress } from './api/save-address.ts';
import { ErrorText, Field, describedBy, inputClass } from '../ui/form-field.tsx';

type Errors = Partial<Record<'suggestionId' | 'unit' | 'buzzer' | 'phone' | 'instructions' | 'form', string>>;

function TextField({
  label,
  hint,
  value,
  onChange,
  error,
  maxLength,
  multiline,
  autoComplete,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  maxLength: number;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), error),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/**
 * The signup's address step: the address picked from the list, apt/unit, buzzer, phone and
 * delivery instructions, saved with save_address. Server refusals (PO box, unresolvable,
 * outside the area, bad phone) show on their field or above the button.
 */
export function AddressForm({
  submitLabel,
  onSaved,
  children,
}: {
  submitLabel: ReactNode;
  onSaved: (address: DeliveryAddress) => void;
  /** Rendered between the fields and the button (e.g. the delivery slot picker). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('delivery');
  const save = useSaveAddress();
  const [address, setAddress] = useState<AddressSuggestion | null>(null);
  const [unit, setUnit] = useState('');
  const [buzzer, setBuzzer] = useState('');
  const [phone, setPhone] = useState('');
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!address) next.suggestionId = t('errors.pickAddress');
    if (!phone.trim()) next.phone = t('errors.phoneRequired');
    setErrors(next);
    if (!address || next.phone) return;
    save.mutate(
      { suggestionId: address.id, unit, buzzer, phone, instructions },
      {
        onSuccess: (result) => onSaved(result.address),
        onError: (error) => {
          if (error instanceof ApiRedirect) return;
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) return setErrors(error.fields);
          setErrors({ form: error.message });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <AddressAutocomplete
        value={address}
        onChange={(next) => {
          setAddress(next);
          setErrors((e) => ({ ...e, suggestionId: undefined, form: undefined }));
        }}
        error={errors.suggestionId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('address.unit')} value={unit} onChange={setUnit} error={errors.unit} maxLength={20} />
        <TextField
          label={t('address.buzzer')}
          value={buzzer}
          onChange={setBuzzer}
          error={errors.buzzer}
          maxLength={20}
        />
      </div>
      <PhoneField
        value={phone}
        onChange={(next) => {
          setPhone(next);
          setErrors((e) => ({ ...e, phone: undefined }));
        }}
        error={errors.phone}
      />
      <TextField
        label={t('address.instructions')}
        hint={t('address.instructionsHint')}
        value={instructions}
        onChange={setInstructions}
        error={errors.instructions}
        maxLength={300}
        multiline
      />
      {children}
      {errors.form ? (
        <div role="alert">
          <ErrorText>{errors.form}</ErrorText>
        </div>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'self-start')} disabled={save.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
