import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getPage, HOME_SLUG } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { siteFacts } from '@/screens/metadata';
import { renderContext } from '@/screens/renderContext';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const context = await renderContext();
  const [page, site] = await Promise.all([getPage(HOME_SLUG, 'page', context), siteFacts(context)]);
  if (!page) return {};
  // The home page carries the brand alone in its title, not "Home | Brand".
  return {
    ...pageMetadata(page, site),
    title: { absolute: page.metaTitle },
  };
}

export default async function HomePage() {
  const context = await renderContext();
  const page = await getPage(HOME_SLUG, 'page', context);
  if (!page) notFound();
  return <PageBody page={page} context={context} />;
}
