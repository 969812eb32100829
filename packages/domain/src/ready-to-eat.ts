/**
 * The site promises ready-to-eat meals heat in 2 minutes (plans, menu and how-it-works copy):
 * every ready-to-eat meal's heat time is this number, so the cards and the promise agree.
 */
export const READY_TO_EAT_HEAT_MINUTES = 2;
