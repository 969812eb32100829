import { useId, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's field errors, shown the same way everywhere: each under its field (ids from
 * `fieldId`), and the focus on the first field in error, in the order the form shows them.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const id = useId();
  const fieldId = (name: F) => `${id}-${name}`;
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const showErrors = (next: FieldErrors<F>) => {
    setErrors(next);
    const first = fields.find((f) => next[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** The field changed: its error no longer applies. */
  const clearError = (name: F) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  return { id, fieldId, errors, setErrors, showErrors, clearError };
}
