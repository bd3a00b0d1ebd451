export const BARE_PAGE_JS_KB: number;
export const TEXT_ROUTES: string[];
export const TEXT_ROUTE_JS_OVER_BARE_KB: number;
export const ROUTES: string[];
export const ROUTE_JS_OVER_BARE_KB: number;
export const SPANISH_JS_OVER_ENGLISH_KB: number;
export const SPANISH_TWIN_ROUTES: string[];
export const HTML_KB: Record<string, number>;
export const HTML_OVER_MARKUP: number;
export const HTML_OVER_MARKUP_FOR_ROUTE: Record<string, number>;
export const LIGHTHOUSE_ROUTES: string[];
export const MOBILE_LCP_OVER_BARE_MS: number;
export const MOBILE_TBT_OVER_BARE: number;
export const MOBILE_SCORE_UNDER_BARE: number;
export interface MainThreadBudget {
  tbtOverBare: number;
  scoreUnderBare: number;
  desktopScore: number;
}
export const MAIN_THREAD_FOR_ROUTE: Record<string, Partial<MainThreadBudget>>;
export function mainThreadBudget(route: string): MainThreadBudget;
export const DESKTOP_SCORE: number;
export const BEST_PRACTICES: number;
export const CLS: number;
export const THROUGHPUT_ROUTES: string[];
export const THROUGHPUT_OVER_BARE: number;
export function jsBudgetKb(route: string): number;
export function htmlOverMarkupBudget(route: string): number;
