'use client';

import type { ReactNode } from 'react';
import { useMinute } from '@/components/OpenNow/useMinute.client';
import { withTranslations } from '@/components/Say.client';
import { useStatusSpeech } from '@/components/OpenNow/useStatusSpeech.client';
import { openNowLine } from '@/lib/centers/openNow';
import { usePageLocale } from '@/components/usePageLocale.client';
import { localizedHref } from '@/lib/i18n/locales';
import { centerPath } from '@/lib/sitePaths';
import { fromCenterList, type CenterList } from './centerList';
import styles from './CenterMap.module.css';

/** The states behind the pins (scripts/generate-us-map.mjs), in the map's own units. */
const MAP = { src: '/art/us-states.svg', width: 975, height: 610 };

/**
 * Every center as a pin on a map of the United States, drawn by the server over a picture of the
 * states: no tiles, no map script. A pin leads to the center's page and names the center and its
 * status (the browser's clock, as the cards below). The map is for the eye and the pointer: the
 * list below it holds the same centers for the keyboard and screen readers, so the pins are left
 * out of both. The key to the pins' colours (`caption`) is the server's, in the page's language.
 */
function CenterMapBody({ centerList, caption }: { centerList: CenterList; caption: ReactNode }) {
  const now = useMinute(centerList.renderedAt);
  const locale = usePageLocale();
  const speech = useStatusSpeech();
  const pins = fromCenterList(centerList).flatMap((center) => {
    if (!center.mapPoint) return [];
    const line = openNowLine(center.notOpen ?? { status: 'open' }, center, now, speech);
    const tone = center.notOpen?.status === 'comingSoon' ? 'soon-to-open' : line?.tone;
    return [{ center, line, tone, point: center.mapPoint }];
  });
  return (
    <figure className={styles.map}>
      <svg
        className={styles.pins}
        viewBox={`0 0 ${MAP.width} ${MAP.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <image href={MAP.src} width={MAP.width} height={MAP.height} />
        <defs>
          {/* A drop-shaped pin with its point at (0, 0). */}
          <path id="center-pin" d="M0 0C-3-7-10-11-10-19a10 10 0 0 1 20 0C10-11 3-7 0 0Z" />
        </defs>
        {pins.map(({ center, line, tone, point: [x, y] }) => (
          <a
            key={center.id}
            href={localizedHref(centerPath(center.slug), locale)}
            tabIndex={-1}
            data-tone={tone}
          >
            <title>{line ? `${center.name}: ${line.text}` : center.name}</title>
            <use href="#center-pin" x={x} y={y} />
          </a>
        ))}
      </svg>
      {caption}
    </figure>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const CenterMap = withTranslations(CenterMapBody);
