import { useId } from 'react';
import { ALLERGENS, DIET_TAGS } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckChips, RadioChips } from '../../../components/ui/FilterChips.tsx';
import { FoldedOnPhones } from '../../../components/ui/FoldedOnPhones.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DIFFICULTIES, NO_FILTER, TIME_CHOICES, isFiltered, type MenuFilter } from './filter-menu.ts';

/**
 * The menu's search and filters (diet, allergens to leave out, cooking time, difficulty). On
 * phones the filters fold behind a button by CSS, so the server's HTML and the first paint agree.
 */
export function EditorFilters({
  filter,
  recipes,
  onChange,
}: {
  filter: MenuFilter;
  /** Time and difficulty only mean something while recipes are offered. */
  recipes: boolean;
  onChange: (next: MenuFilter) => void;
}) {
  const { t } = useTranslation('editor', 'catalog');
  const id = useId();
  const count =
    filter.diet.length +
    filter.exclude.length +
    (filter.maxMinutes !== undefined ? 1 : 0) +
    (filter.difficulty !== undefined ? 1 : 0);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="font-semibold">
          {t('menu.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={filter.query}
          onChange={(e) => onChange({ ...filter, query: e.target.value })}
          className={inputClass}
          autoComplete="off"
        />
      </div>
      <FoldedOnPhones
        label={count > 0 ? `${t('menu.filters')} (${count})` : t('menu.filters')}
        toggleClassName={buttonClass('secondary', 'tablet:hidden')}
        beside={
          isFiltered(filter) && (
            <button type="button" onClick={() => onChange(NO_FILTER)} className={buttonClass('ghost')}>
              {t('menu.clear')}
            </button>
          )
        }
        panelClassName="flex flex-col gap-4"
      >
        {recipes && (
          <CheckChips
            legend={t('menu.diet')}
            options={DIET_TAGS}
            value={filter.diet}
            label={(d) => t(`catalog:diet.${d}`)}
            onChange={(diet) => onChange({ ...filter, diet })}
          />
        )}
        <CheckChips
          legend={t('menu.allergens')}
          options={ALLERGENS}
          value={filter.exclude}
          label={(a) => t(`catalog:allergens.${a}`)}
          onChange={(exclude) => onChange({ ...filter, exclude })}
        />
        {recipes && (
          <>
            <RadioChips
              legend={t('menu.time')}
              options={[undefined, ...TIME_CHOICES]}
              value={filter.maxMinutes}
              label={(m) => (m === undefined ? t('menu.anyTime') : t('menu.upTo', { count: m }))}
              onChange={(maxMinutes) => onChange({ ...filter, maxMinutes })}
            />
            <RadioChips
              legend={t('menu.difficulty')}
              options={[undefined, ...DIFFICULTIES]}
              value={filter.difficulty}
              label={(d) => (d === undefined ? t('menu.anyDifficulty') : t(`catalog:difficulty.${d}`))}
              onChange={(difficulty) => onChange({ ...filter, difficulty })}
            />
          </>
        )}
      </FoldedOnPhones>
    </div>
  );
}
