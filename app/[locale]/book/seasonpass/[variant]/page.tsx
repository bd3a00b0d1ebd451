import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isSeasonPassVariant, seasonForRoute, WINTER_VARIANT } from '@/forms/season-pass/season';
import { getSeasonPassVariants } from '@/lib/cms';
import { SeasonPassPage, seasonPassMetadata } from '../seasonPassPage';

export const revalidate = 3600;

interface Params {
  params: Promise<{ variant: string }>;
}

/**
 * The variants that are pages: winter, and every variant an editor links to. Any other name is
 * not found, so a made-up address renders nothing and is never cached (docs/architecture.md,
 * "Dynamic routes").
 */
async function knownVariants(): Promise<ReadonlySet<string>> {
  return new Set([WINTER_VARIANT, ...(await getSeasonPassVariants())]);
}

async function variantOf(params: Params['params']): Promise<string | null> {
  const { variant } = await params;
  return isSeasonPassVariant(variant) && (await knownVariants()).has(variant) ? variant : null;
}

export async function generateStaticParams() {
  return [...(await knownVariants())].map((variant) => ({ variant }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const variant = await variantOf(params);
  // A 404 in its metadata too, or the streamed metadata would replace its title (foundRouteMetadata).
  if (!variant) notFound();
  return seasonPassMetadata(seasonForRoute(variant));
}

/** /book/seasonpass/{variant}/: WINTER passes when the name contains "winter", else SUMMER. */
export default async function SeasonPassVariantPage({ params }: Params) {
  const variant = await variantOf(params);
  if (!variant) notFound();
  return <SeasonPassPage season={seasonForRoute(variant)} />;
}
