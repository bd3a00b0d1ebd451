// The site-wide styles come first, so every component's own module overrides them whatever the
// order of the stylesheets Next builds.
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnalyticsLoader } from '@/components/Analytics/AnalyticsLoader.client';
import { EarlyClickRecorder } from '@/components/EarlyClicks/EarlyClickRecorder';
import { LivePreview } from '@/components/LivePreview/LivePreview.lazy';
import { SiteFooter } from '@/components/SiteFooter/SiteFooter';
import { headerItems } from '@/components/SiteHeader/items';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';
import { getSiteSettings } from '@/lib/cms';
import { config } from '@/lib/config';
import { siteMetadata } from '@/lib/cms/metadata';
import { LOCALES, translator } from '@/lib/i18n';
import { pageLocale } from '@/screens/pageLocale';
import { bodyFont, displayFont } from '../fonts';
import { renderContext } from '@/screens/renderContext';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  const settings = await getSiteSettings({ locale });
  const { siteUrl } = config();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: settings.companyName, template: `%s | ${settings.companyName}` },
    description: settings.tagline,
    ...siteMetadata(settings.tagline, { companyName: settings.companyName, siteUrl, locale }),
  };
}

/** Both languages are built: `/en/…` (served at `/…` by the rewrite in next.config.ts) and `/es/…`. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#1b1340' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const context = await renderContext();
  const { draft, locale } = context;
  const settings = await getSiteSettings(context);
  const t = translator('Chrome', locale);
  return (
    <html lang={locale} className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body>
        <EarlyClickRecorder />
        {/* Empty unless the running server has a tag manager configured (app/api/analytics). */}
        <script src="/api/analytics/" async />
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {draft && (
          <div className="draft-banner" role="status">
            {t('draftPreview')}{' '}
            {/* A full page load, not a client navigation: the draft cookie must be gone before the next render. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/api/draft/disable/">{t('leavePreview')}</a>
            <LivePreview />
          </div>
        )}
        <SiteHeader
          companyName={settings.companyName}
          logo={settings.logo}
          items={headerItems(settings.primaryNavigation)}
          cta={settings.headerCta}
          locale={locale}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          companyName={settings.companyName}
          tagline={settings.tagline}
          logo={settings.logo}
          columns={settings.footerColumns}
          legalLinks={settings.legalLinks}
          socialLinks={settings.socialLinks}
          appStoreUrl={settings.appStoreUrl}
          googlePlayUrl={settings.googlePlayUrl}
          year={new Date().getFullYear()}
          locale={locale}
        />
        <AnalyticsLoader locale={locale} />
      </body>
    </html>
  );
}
