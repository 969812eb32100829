import { useId, useState, type ReactNode } from 'react';
import {
  ALLERGENS,
  DIET_TAGS,
  MARKET_CATEGORIES,
  type Allergen,
  type DietTag,
  type MarketCategory,
} from '@fp/contracts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

export interface FilterState {
  diet: DietTag[];
  exclude: Allergen[];
  maxMinutes: number | undefined;
  category: MarketCategory | undefined;
}

const TIME_CHOICES = [15, 20, 30] as const;

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function Chip({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-salmon-dark ${
        checked ? 'border-kale bg-kale text-white' : 'border-line bg-white text-ink hover:border-kale'
      }`}
    >
      <input type="checkbox" className="sr-only" checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

/** One choice among several, drawn as chips (a radio group underneath). */
function RadioChips<T>({
  legend,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  options: T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={String(option)}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-salmon-dark ${
              value === option ? 'border-kale bg-kale text-white' : 'border-line bg-white hover:border-kale'
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-bold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** Diet, allergen, time and aisle filters; folded behind a button on phones. */
export function MenuFilters({
  state,
  market,
  onChange,
}: {
  state: FilterState;
  market: boolean;
  onChange: (next: FilterState) => void;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = state.diet.length + state.exclude.length + (state.maxMinutes ? 1 : 0) + (state.category ? 1 : 0);

  const panel = (
    <div id={panelId} className={`flex flex-col gap-5 ${open ? '' : 'max-tablet:hidden'}`}>
      {market ? (
        <RadioChips
          legend={t('menu.category')}
          options={[undefined, ...MARKET_CATEGORIES]}
          value={state.category}
          label={(c) => (c ? t(`categories.${c}`) : t('menu.allCategories'))}
          onChange={(category) => onChange({ ...state, category })}
        />
      ) : (
        <>
          <Group legend={t('menu.diet')}>
            {DIET_TAGS.map((tag) => (
              <Chip
                key={tag}
                checked={state.diet.includes(tag)}
                onChange={() => onChange({ ...state, diet: toggle(state.diet, tag) })}
              >
                {t(`diet.${tag}`)}
              </Chip>
            ))}
          </Group>
          <RadioChips
            legend={t('menu.time')}
            options={[undefined, ...TIME_CHOICES]}
            value={state.maxMinutes}
            label={(m) => (m ? t('menu.upTo', { count: m }) : t('menu.anyTime'))}
            onChange={(maxMinutes) => onChange({ ...state, maxMinutes })}
          />
        </>
      )}
      <Group legend={t('menu.without')}>
        {ALLERGENS.map((a) => (
          <Chip
            key={a}
            checked={state.exclude.includes(a)}
            onChange={() => onChange({ ...state, exclude: toggle(state.exclude, a) })}
          >
            {t(`allergens.${a}`)}
          </Chip>
        ))}
      </Group>
    </div>
  );

  // Folded on phones by CSS, not by a media query read in the browser: the server's HTML is already
  // what a phone shows, so nothing below the filters moves when the page hydrates.
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 items-center justify-between rounded-xl border border-line px-4 font-semibold tablet:hidden"
      >
        {count > 0 ? t('menu.filtersCount', { count }) : t('menu.filters')}
        <Icon name="chevronDown" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {panel}
    </div>
  );
}
