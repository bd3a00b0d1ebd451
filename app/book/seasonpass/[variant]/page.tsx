import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isSeasonPassVariant, seasonForRoute, WINTER_VARIANT } from '@/forms/season-pass/season';
import { SeasonPassPage, seasonPassMetadata } from '../seasonPassPage';

export const revalidate = 3600;

interface Params {
  params: Promise<{ variant: string }>;
}

export function generateStaticParams() {
  return [{ variant: WINTER_VARIANT }];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { variant } = await params;
  return isSeasonPassVariant(variant) ? seasonPassMetadata(seasonForRoute(variant)) : {};
}

/** /book/seasonpass/{variant}/: WINTER passes when the name contains "winter", else SUMMER. */
export default async function SeasonPassVariantPage({ params }: Params) {
  const { variant } = await params;
  if (!isSeasonPassVariant(variant)) notFound();
  return <SeasonPassPage season={seasonForRoute(variant)} />;
}
