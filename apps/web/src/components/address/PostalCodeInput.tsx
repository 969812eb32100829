import type { Ref } from 'react';
import { describedBy, inputClass } from '../ui/form-field.tsx';

/**
 * A Canadian postal code field (inside a Field that gives its label, hint and error): capitals,
 * no spell check, the browser's postal-code autofill.
 */
export function PostalCodeInput({
  id,
  value,
  onChange,
  error,
  inputRef,
  className = '',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      name="postal"
      type="text"
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={10}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, true, error)}
      className={`${inputClass} uppercase ${className}`}
    />
  );
}
