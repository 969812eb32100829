import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';

export interface Choice {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
}

const radioClass =
  'flex min-h-11 cursor-pointer flex-col justify-center gap-0.5 rounded-xl border-2 border-line bg-white px-4 py-2 text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-salmon-dark data-[selected]:border-kale data-[selected]:bg-sage-light';

/** One question of the plan form: a labelled group of radio cards (arrow keys move between them). */
export function ChoiceGroup({
  label,
  description,
  value,
  choices,
  onChange,
  columns = 'grid-cols-2 tablet:grid-cols-4',
}: {
  label: string;
  description?: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  columns?: string;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} className="flex flex-col gap-2">
      <Label className="text-lg font-semibold text-ink">{label}</Label>
      {description ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {description}
        </Text>
      ) : null}
      <div className={`grid gap-2 ${columns}`}>
        {choices.map((c) => (
          <Radio key={c.value} value={c.value} className={radioClass}>
            <span className="font-semibold">{c.label}</span>
            {c.detail ? <span className="text-sm text-ink-muted">{c.detail}</span> : null}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
