import type { ReactNode } from 'react';

/** The band at the top of every content page: the page's one h1 and its summary. */
export function PageHeader({ title, summary, children }: { title: string; summary?: ReactNode; children?: ReactNode }) {
  return (
    <header className="bg-cream">
      <div className="container-page flex flex-col gap-4 py-10 tablet:py-14">
        <h1 className="max-w-4xl text-3xl break-words tablet:text-5xl">{title}</h1>
        {summary ? <p className="max-w-3xl text-lg text-ink-muted">{summary}</p> : null}
        {children}
      </div>
    </header>
  );
}
