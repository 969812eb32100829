import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/** Every text input and textarea of the site: 44 px tall at least, red when aria-invalid, grey when read-only. */
export const inputClass =
  'min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-muted/70 focus:border-kale aria-[invalid=true]:border-danger aria-[invalid=true]:bg-salmon-light/30 read-only:bg-cream read-only:text-ink-muted';

/** Ids that tie a field to its hint and error (aria-describedby). */
export function describedBy(id: string, hint: boolean, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const errorLine = 'flex items-start gap-1.5 text-sm font-medium text-danger';

function ErrorContent({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </>
  );
}

/** An error line with its icon; inline, so it also fits inside react-aria's FieldError. */
export function ErrorText({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <span id={id} className={`mt-1.5 ${errorLine}`}>
      <ErrorContent>{children}</ErrorContent>
    </span>
  );
}

/** A field's error, under it, with the id its control's aria-describedby names; nothing when there is none. */
export function FieldError({
  id,
  children,
  tone = 'light',
}: {
  id: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  if (!children) return null;
  // On a dark band the red text needs a white ground to stay readable.
  const ground = tone === 'dark' ? 'mt-2 rounded-md bg-white px-2 py-1' : 'mt-1.5';
  return (
    <p id={`${id}-error`} className={`${errorLine} ${ground}`}>
      <ErrorContent>{children}</ErrorContent>
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
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
