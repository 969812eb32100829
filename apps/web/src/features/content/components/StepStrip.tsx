import { useId } from 'react';

/** Line drawings for the step strips; decorative, the step title carries the meaning. */
const STEP_ICONS = {
  plan: 'M7 4h10a2 2 0 012 2v13a2 2 0 01-2 2H7a2 2 0 01-2-2V6a2 2 0 012-2zM9 4V3h6v1M9 10h6M9 14h6M9 18h3',
  bowl: 'M3 11h18a9 9 0 01-18 0zM8 7c0-1.5 1-2 1-3.5M12 7c0-1.5 1-2 1-3.5M16 7c0-1.5 1-2 1-3.5M7 20h10',
  truck: 'M2 6h11v10H2zM13 9h4l4 4v3h-8M6.5 19a2 2 0 100-4 2 2 0 000 4zM17.5 19a2 2 0 100-4 2 2 0 000 4z',
  pan: 'M3 12h13a0 0 0 010 0 6 6 0 01-6 6H9a6 6 0 01-6-6zM16 13h5M8 8c0-1 1-1.5 1-3M12 8c0-1 1-1.5 1-3',
  empty: 'M5 7h14l-1.5 13h-11zM9 7V5h6v2M3 7h18M10 11v5M14 11v5',
  rinse: 'M12 3c3 4 5 7 5 10a5 5 0 01-10 0c0-3 2-6 5-10zM10 14a2 2 0 002 2',
  bag: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 016 0v2M9 13h6',
  door: 'M6 21V4a1 1 0 011-1h10a1 1 0 011 1v17M3 21h18M14 12h.01',
} as const;

export type StepIcon = keyof typeof STEP_ICONS;

export interface Step {
  key: string;
  icon: StepIcon;
  title: string;
  text: string;
}

/** A short visual list of numbered steps above a page's text: 1 column on phones, 4 on desktops. */
export function StepStrip({ label, steps }: { label: string; steps: Step[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-b border-line bg-white">
      <div className="container-page py-8 tablet:py-10">
        <h2 id={headingId} className="sr-only">
          {label}
        </h2>
        <ol className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.key} className="flex gap-4 rounded-2xl bg-sage-light/60 p-5 desktop:flex-col">
              <span className="relative grid size-14 shrink-0 place-items-center rounded-full bg-white text-kale shadow-sm">
                <svg
                  viewBox="0 0 24 24"
                  className="size-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={STEP_ICONS[step.icon]} />
                </svg>
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 grid size-6 place-items-center rounded-full bg-salmon text-xs font-bold text-ink"
                >
                  {i + 1}
                </span>
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-sans text-lg font-bold text-kale-dark">{step.title}</h3>
                <p className="text-sm text-ink-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
