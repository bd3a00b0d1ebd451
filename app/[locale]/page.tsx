import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getPage, getSiteSettings, HOME_SLUG } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { isDraftMode } from '@/screens/draftMode';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage(HOME_SLUG, 'page'), getSiteSettings()]);
  if (!page) return {};
  // The home page carries the brand alone in its title, not "Home | Brand".
  return {
    ...pageMetadata(page, settings.companyName, config().siteUrl),
    title: { absolute: page.metaTitle },
  };
}

export default async function HomePage() {
  const draft = await isDraftMode();
  const page = await getPage(HOME_SLUG, 'page', { draft });
  if (!page) notFound();
  return <PageBody page={page} draft={draft} />;
}
