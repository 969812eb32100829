import type { ReactNode } from 'react';

/** A settings section: a titled card. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 tablet:p-7"
    >
      <h2 id={id} className="text-xl tablet:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A polite confirmation or an error that screen readers announce. */
export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return tone === 'success' ? (
    <p role="status" className="rounded-lg bg-sage-light px-4 py-3 text-ink">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-salmon-light px-4 py-3 text-danger">
      {children}
    </p>
  );
}
