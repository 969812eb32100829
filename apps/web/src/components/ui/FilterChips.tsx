import { useId, type ReactNode } from 'react';

// Filter chips shared by the catalogue's menu and the order editor, each group under its legend.

/** Several independent choices drawn as chips (checkboxes underneath). */
export function CheckChips<T extends string>({
  legend,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  label: (option: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <Fieldset legend={legend}>
      {options.map((option) => {
        const checked = value.includes(option);
        return (
          <Chip
            key={option}
            type="checkbox"
            checked={checked}
            onChange={() => onChange(checked ? value.filter((v) => v !== option) : [...value, option])}
          >
            {label(option)}
          </Chip>
        );
      })}
    </Fieldset>
  );
}

/** One choice among several, drawn as chips (a radio group underneath). */
export function RadioChips<T>({
  legend,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  const name = useId();
  return (
    <Fieldset legend={legend}>
      {options.map((option) => (
        <Chip
          key={String(option)}
          type="radio"
          name={name}
          checked={value === option}
          onChange={() => onChange(option)}
        >
          {label(option)}
        </Chip>
      ))}
    </Fieldset>
  );
}

/** One chip: the real input stays for keyboards and screen readers, hidden behind its label. */
function Chip({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-salmon-dark ${
        checked ? 'border-kale bg-kale text-white' : 'border-line bg-white text-ink hover:border-kale'
      }`}
    >
      <input type={type} className="sr-only" name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}
