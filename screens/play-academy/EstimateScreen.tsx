import { SiteLink } from '@/components/SiteLink.client';
import { islandTranslations, translator, type Locale } from '@/lib/i18n';
import { enquirySectionOf } from '@/lib/cms/enquirySection';
import { pagePath, type Page } from '@/lib/cms/page';
import type { EstimateRequest } from './estimate';
import { estimatePath } from './estimatePage';
import { PlayAcademyEstimate } from './PlayAcademyEstimate.lazy';
import styles from './PlayAcademy.module.css';

type Query = Record<string, string | string[] | undefined>;

const MAX_TEXT = 40;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, MAX_TEXT);

/** The choices in the address, as far as they can be choices: the estimate says what is wrong. */
export function estimateRequestFrom(query: Query): EstimateRequest {
  const labs = query.labs;
  return {
    package: first(query.package),
    labs: (Array.isArray(labs) ? labs : labs ? [labs] : [])
      .slice(0, 10)
      .map((lab) => lab.slice(0, MAX_TEXT)),
    students: first(query.students),
  };
}

/** The estimate's own page: the form with the sent choices and their figures. */
export function EstimateScreen({
  page,
  request,
  locale,
}: {
  page: Page;
  request: EstimateRequest;
  locale: Locale;
}) {
  const t = translator('Events', locale);
  return (
    <div className={`backdrop ${styles.programme}`}>
      <div className={`container ${styles.estimatePage}`}>
        <SiteLink href={pagePath(page) ?? '/'} className={styles.back}>
          <span aria-hidden="true">←</span> {t('backToProgramme')}
        </SiteLink>
        <h1 className={styles.estimateTitle}>{t('yourEstimate')}</h1>
        <section aria-label={translator('PlayAcademyEstimate', locale)('heading')}>
          <PlayAcademyEstimate
            initial={request}
            action={estimatePath(page)}
            request={enquirySectionOf(page)}
            sent
            translations={islandTranslations(['PlayAcademyEstimate'], locale)}
          />
        </section>
      </div>
    </div>
  );
}
