import type { BrowserContext } from '@playwright/test';

export interface RouteWeight {
  jsKb: number;
  scripts: string[];
  htmlKb: number;
  htmlOverMarkup: number;
}

export function routeWeight(context: BrowserContext, url: string): Promise<RouteWeight>;
