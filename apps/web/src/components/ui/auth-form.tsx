import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, describedBy, inputClass } from './form-field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

interface FieldProps extends InputProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled e-mail input whose hint and error are read with it. */
export function EmailField({ id, label, hint, error, ...input }: FieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        type="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        className={inputClass}
      />
    </Field>
  );
}

/** A password input with a show/hide toggle (a pressed button, so its name never changes under the user). */
export function PasswordField({ id, label, hint, error, showLabel, ...input }: FieldProps & { showLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="flex items-stretch gap-2">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), error)}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="min-h-11 shrink-0 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-kale hover:bg-sage-light aria-pressed:bg-sage-light"
        >
          {showLabel}
        </button>
      </div>
    </Field>
  );
}

/** The form's message area: always in the page, so screen readers announce what appears in it. */
export function FormAlert({ title, message }: { title?: string; message: string | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <div className="rounded-lg border border-danger/40 bg-salmon-light/40 px-4 py-3 text-danger">
          {title ? <p className="font-semibold">{title}</p> : null}
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The narrow card every identity page sits in, with the page's one h1. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-10 tablet:py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-5 shadow-sm tablet:p-8">
        <h1 className="text-3xl break-words">{title}</h1>
        {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
        <div className="mt-6 flex flex-col gap-5">{children}</div>
      </div>
    </div>
  );
}

export const linkClass = 'font-semibold text-kale underline underline-offset-4';
