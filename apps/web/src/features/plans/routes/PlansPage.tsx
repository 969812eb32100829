import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SubscriptionPlans } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { reserveBelow } from '../../../components/ui/reserve-below.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useFocusWhen } from '../../../components/ui/use-focus-when.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session.ts';
import { useSavePlan, useSelectedPlan, usePlanQuote, useSubscriptionPlans } from '../api/queries.ts';
import { ChoiceGroup } from '../components/ChoiceGroup.tsx';
import { PlanSummary } from '../components/PlanSummary.tsx';
import {
  DEFAULT_DRAFT,
  fromSelection,
  legacyQuery,
  preselection,
  servingsOf,
  toSelection,
  type PlanDraft,
} from '../preselection.ts';

/** Keeps a draft on sizes the price tables offer, after a change of type or people. */
function fit(draft: PlanDraft, plans: SubscriptionPlans): PlanDraft {
  const people = plans.rtc.people.find((p) => p.people === draft.people) ?? plans.rtc.people[0];
  const recipes = people?.sizes.some((s) => s.count === draft.recipesPerWeek)
    ? draft.recipesPerWeek
    : (people?.sizes[Math.min(1, people.sizes.length - 1)]?.count ?? draft.recipesPerWeek);
  const meals = plans.rte.sizes.some((s) => s.count === draft.mealsPerWeek)
    ? draft.mealsPerWeek
    : (plans.rte.sizes[0]?.count ?? draft.mealsPerWeek);
  return { ...draft, people: people?.people ?? draft.people, recipesPerWeek: recipes, mealsPerWeek: meals };
}

function PlanForm({ plans, initial }: { plans: SubscriptionPlans; initial: PlanDraft }) {
  const { t, locale } = useTranslation('plans');
  const session = useSession();
  const navigate = useNavigate();
  const formId = useId();
  const [draft, setDraft] = useState<PlanDraft>(() => fit(initial, plans));
  const [error, setError] = useState<string | undefined>();
  const errorRef = useFocusWhen<HTMLParagraphElement>(error);
  const discountKey = session.discountBar.discount?.code ?? '';
  const quote = usePlanQuote(toSelection(draft), locale, discountKey);
  const save = useSavePlan();
  const money = (cents: number) => formatMoney(cents, locale);

  const update = (patch: Partial<PlanDraft>) => {
    setError(undefined);
    setDraft((d) => fit({ ...d, ...patch }, plans));
  };

  const minimum = plans.preferences.find((p) => p.id === draft.preference)?.minimumServings ?? 0;
  const tooFew = servingsOf(draft) < minimum;
  const people = plans.rtc.people.find((p) => p.people === draft.people);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(toSelection(draft), {
      onSuccess: (result) => navigate(result.next),
      onError: (e) => {
        if (e instanceof ApiRedirect) return;
        setError(e instanceof ApiError ? e.message : t('errors.invalidSelection'));
      },
    });
  };

  return (
    // Everything here stops clear of the site's sticky header (4 rem) when brought into view.
    <div className="container-page grid gap-8 py-8 **:scroll-mt-20 desktop:grid-cols-[3fr_2fr]">
      <form id={formId} noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-8">
        <ChoiceGroup
          label={t('fields.type')}
          value={draft.type}
          onChange={(v) => update({ type: v as PlanDraft['type'] })}
          columns="grid-cols-1 tablet:grid-cols-2"
          choices={[
            { value: 'rtc', label: plans.rtc.label, detail: plans.rtc.description },
            { value: 'rte', label: plans.rte.label, detail: plans.rte.description },
          ]}
        />
        {draft.type === 'rtc' ? (
          <>
            <ChoiceGroup
              label={t('fields.people')}
              value={String(draft.people)}
              onChange={(v) => update({ people: Number(v) })}
              columns="grid-cols-2"
              choices={plans.rtc.people.map((p) => ({ value: String(p.people), label: p.label }))}
            />
            <ChoiceGroup
              label={t('fields.recipes')}
              value={String(draft.recipesPerWeek)}
              onChange={(v) => update({ recipesPerWeek: Number(v) })}
              choices={(people?.sizes ?? []).map((s) => ({
                value: String(s.count),
                label: t('recipes', { count: s.count }),
                detail: t('perServing', { price: money(s.pricePerServingCents) }),
              }))}
            />
          </>
        ) : (
          <ChoiceGroup
            label={t('fields.meals')}
            value={String(draft.mealsPerWeek)}
            onChange={(v) => update({ mealsPerWeek: Number(v) })}
            columns="grid-cols-2 tablet:grid-cols-3"
            choices={plans.rte.sizes.map((s) => ({
              value: String(s.count),
              label: t('meals', { count: s.count }),
              detail: t('perServing', { price: money(s.pricePerServingCents) }),
            }))}
          />
        )}
        <ChoiceGroup
          label={t('fields.preference')}
          value={draft.preference}
          onChange={(v) => update({ preference: v as PlanDraft['preference'] })}
          columns="grid-cols-1 tablet:grid-cols-2"
          choices={plans.preferences.map((p) => ({
            value: p.id,
            label: p.surchargePerServingCents
              ? `${p.label} (${t('surcharge', { amount: money(p.surchargePerServingCents) })})`
              : p.label,
            detail:
              p.minimumServings > servingsOf(draft)
                ? `${p.description} ${t('minimumServings', { count: p.minimumServings })}`
                : p.description,
          }))}
        />
        {tooFew ? (
          <p role="note" className="rounded-lg bg-warning-bg px-3 py-2 text-ink">
            {t('errors.belowMinimumServings', { count: minimum })}
          </p>
        ) : null}
      </form>
      <div className="flex flex-col gap-4 desktop:sticky desktop:top-20 desktop:self-start">
        <PlanSummary plans={plans} quote={quote.data} updating={quote.isFetching} />
        {error ? (
          <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-lg bg-salmon-light px-4 py-3 text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" form={formId} disabled={save.isPending} className={buttonClass('primary', 'w-full')}>
          {save.isPending ? t('saving') : t('continue')}
        </button>
      </div>
      {/* On a phone the summary is far below the choices: the total stays in sight (issue 9), its
          height kept clear of what is brought into view, and not stuck on a screen too short for it. */}
      {quote.data ? (
        <p
          ref={reserveBelow}
          data-testid="plan-total-bar"
          className="sticky bottom-0 -mx-4 flex items-baseline justify-between gap-4 border-t border-line bg-white/95 px-4 py-3 font-semibold shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur tablet:-mx-8 desktop:hidden [@media(max-height:30rem)]:static"
        >
          <span>{t('summary.total')}</span>
          <span className="text-lg tabular-nums">{money(quote.data.totalCents)}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * /signup/plans/ and /signup/plans/{type}_{mealServings}/{submenu} (French /fr/inscription/forfaits/):
 * the plan choice with its price, the first step of the signup.
 */
export default function PlansPage() {
  const { t, locale } = useTranslation('plans');
  const params = useParams<{ selection?: string; submenu?: string }>();
  const [query] = useSearchParams();
  const link = useLink();
  const plans = useSubscriptionPlans(locale);
  const selected = useSelectedPlan(locale);

  const legacy = legacyQuery(params, query);
  if (legacy) return <Navigate to={link('signup-plans', undefined, legacy)} replace />;

  const fromAddress = preselection(params, query);
  const addressChoosesPlan = Object.keys(fromAddress).length > 0;

  return (
    <>
      <header className="bg-cream **:scroll-mt-20">
        <div className="container-page flex flex-col gap-3 py-8 tablet:py-12">
          <h1 className="text-3xl tablet:text-5xl">{t('title')}</h1>
          <p className="max-w-3xl text-lg text-ink-muted">{t('intro')}</p>
          {plans.data ? (
            <p className="font-semibold text-kale">
              {t('from', { price: formatMoney(plans.data.fromPerServingCents, locale) })}
            </p>
          ) : null}
        </div>
      </header>
      {plans.isError || selected.isError ? (
        <p role="alert" className="container-page py-10 text-danger">
          {t('loadError')}
        </p>
      ) : plans.data && selected.data ? (
        <PlanForm
          key={`${params.selection ?? ''}/${params.submenu ?? ''}`}
          plans={plans.data}
          initial={{
            ...DEFAULT_DRAFT,
            // The address wins over a plan chosen earlier in this visit.
            ...(addressChoosesPlan ? {} : selected.data.selection ? fromSelection(selected.data.selection) : {}),
            ...fromAddress,
          }}
        />
      ) : (
        <div className="container-page py-10">
          <Spinner label={t('summary.calculating')} />
        </div>
      )}
    </>
  );
}
