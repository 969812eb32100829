import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon.tsx';

export const inputClass =
  'min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-muted/70 focus:border-kale aria-[invalid=true]:border-danger aria-[invalid=true]:bg-salmon-light/30';

/** Ids that tie a field to its hint and error (aria-describedby). */
export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, error, tone = 'light' }: { id: string; error?: string; tone?: 'light' | 'dark' }) {
  if (!error) return null;
  return (
    <p
      id={`${id}-error`}
      className={`flex items-start gap-1.5 text-sm font-medium ${
        tone === 'dark' ? 'mt-2 rounded-md bg-white px-2 py-1 text-danger' : 'mt-1.5 text-danger'
      }`}
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

/** Label, hint, the control itself and its error, stacked. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
