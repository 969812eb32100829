import {
  ALLERGENS,
  DIET_TAGS,
  MARKET_CATEGORIES,
  type Allergen,
  type DietTag,
  type MarketCategory,
} from '@fp/contracts';
import { CheckChips, RadioChips } from '../../../components/ui/FilterChips.tsx';
import { FoldedOnPhones } from '../../../components/ui/FoldedOnPhones.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

export interface FilterState {
  diet: DietTag[];
  exclude: Allergen[];
  maxMinutes: number | undefined;
  category: MarketCategory | undefined;
}

const TIME_CHOICES = [15, 20, 30] as const;

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
  const count = state.diet.length + state.exclude.length + (state.maxMinutes ? 1 : 0) + (state.category ? 1 : 0);

  return (
    <div className="flex flex-col gap-4">
      <FoldedOnPhones
        label={count > 0 ? t('menu.filtersCount', { count }) : t('menu.filters')}
        toggleClassName="flex min-h-11 items-center justify-between rounded-xl border border-line px-4 font-semibold tablet:hidden"
        panelClassName="flex flex-col gap-5"
      >
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
            <CheckChips
              legend={t('menu.diet')}
              options={DIET_TAGS}
              value={state.diet}
              label={(tag) => t(`diet.${tag}`)}
              onChange={(diet) => onChange({ ...state, diet })}
            />
            <RadioChips
              legend={t('menu.time')}
              options={[undefined, ...TIME_CHOICES]}
              value={state.maxMinutes}
              label={(m) => (m ? t('menu.upTo', { count: m }) : t('menu.anyTime'))}
              onChange={(maxMinutes) => onChange({ ...state, maxMinutes })}
            />
          </>
        )}
        <CheckChips
          legend={t('menu.without')}
          options={ALLERGENS}
          value={state.exclude}
          label={(a) => t(`allergens.${a}`)}
          onChange={(exclude) => onChange({ ...state, exclude })}
        />
      </FoldedOnPhones>
    </div>
  );
}
