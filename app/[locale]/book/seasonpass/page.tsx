import type { Metadata } from 'next';
import { SeasonPassPage, seasonPassMetadata } from './seasonPassPage';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return seasonPassMetadata('SUMMER');
}

/** /book/seasonpass/ registers SUMMER passes. */
export default function SummerSeasonPassPage() {
  return <SeasonPassPage season="SUMMER" />;
}
