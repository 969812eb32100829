import { useId, useState } from 'react';
import type { FaqCategory } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { Icon } from '../../../components/ui/Icon.tsx';
import { RichText } from '../../../components/ui/RichText.tsx';

type Faq = FaqCategory['faqs'][number];

/** An answer's paragraphs are separated by blank lines; each keeps the inline markup. */
export function FaqAnswer({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex max-w-prose flex-col gap-3 leading-relaxed">
      {paragraphs.map((p, i) => (
        <p key={i} className="break-words">
          <RichText text={p} />
        </p>
      ))}
    </div>
  );
}

/**
 * One question: a heading holding a button that shows or hides its answer (aria-expanded,
 * aria-controls); the answer is a region labelled by the question, hidden while closed.
 */
export function FaqItem({ question, answer, level }: { question: string; answer: string; level: 2 | 3 | 4 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const Heading = `h${level}` as const;
  return (
    <li className="border-b border-line last:border-b-0">
      <Heading className="font-sans text-base font-semibold text-ink">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-12 w-full items-center justify-between gap-4 py-3 text-left hover:text-kale"
        >
          <span className="min-w-0 break-words">{question}</span>
          <Icon
            name="chevronDown"
            className={`size-5 shrink-0 text-kale transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="pb-5 text-ink-muted">
        <FaqAnswer text={answer} />
      </div>
    </li>
  );
}

/** The questions of a category in the page's language (question/frenchQuestion...). */
export function FaqList({ faqs, locale, level }: { faqs: Faq[]; locale: Locale; level: 2 | 3 | 4 }) {
  return (
    <ul className="rounded-2xl border border-line bg-white px-4 tablet:px-6">
      {faqs.map((f, i) => (
        <FaqItem
          key={i}
          level={level}
          question={locale === 'fr' ? f.frenchQuestion : f.question}
          answer={locale === 'fr' ? f.frenchAnswer : f.answer}
        />
      ))}
    </ul>
  );
}
