// Facts a guest can compare live in one entry each, and every page reads them from there. These
// checks find content that states such a fact a second time, or states it differently, in a
// merged export: the embedded content (tests/content/integrity.test.ts) or a space's own export
// (npm run content:check -- export.json).

const OPENING_TIME =
  /\b(?:open|opens|(?<!grand )opening|close|closes|closing)\b[^.!?]{0,60}?(?:\b\d{1,2}(?::\d{2})?\s?(?:a\.m\.|p\.m\.|am\b|pm\b)|\bmidnight\b|\bnoon\b)/i;
const NEWEST_CENTER = /\bnewest (?:center|location|venue)\b/i;
// The site writes money with its cents ('$15.00', docs/rules/limits.md#prices), in text too.
const WHOLE_DOLLARS = /\$\d+(?![\d.,])/;

/** Every text an entry's field holds in any locale: plain text, lists and rich text's words. */
function textsOf(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    if (value.nodeType === 'text') return [value.value ?? ''];
    if (value.nodeType) return (value.content ?? []).flatMap(textsOf);
    if (value.sys) return [];
    return Object.values(value).flatMap(textsOf);
  }
  return [];
}

const typeOf = (entry) => entry.sys.contentType?.sys?.id;
const valueOf = (entry, field) => {
  const byLocale = entry.fields?.[field];
  return byLocale && Object.values(byLocale)[0];
};

/** The calendar day at `timeZone` at `time`, 'YYYY-MM-DD'. */
function dayAt(timeZone, time) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
}

/**
 * The age and height rules as the safety page's age rules state them (the `safetyMeasure` whose
 * icon is `ageRules`): laser tag's minimum age and height, and the age under which a child needs
 * an adult. Undefined where that entry does not say.
 */
function ageRulesOf(entries) {
  const measure = entries.find(
    (entry) => typeOf(entry) === 'safetyMeasure' && valueOf(entry, 'icon') === 'ageRules',
  );
  const text = measure ? textsOf(valueOf(measure, 'text')).join(' ') : '';
  return {
    id: measure?.sys.id,
    laserTagAge: /laser tag[^.;]*?\b(\d+) and up/i.exec(text)?.[1],
    laserTagHeight: /\b(\d+) inches/i.exec(text)?.[1],
    adultUnder: /under (\d+) need/i.exec(text)?.[1],
  };
}

/** Where a text states an age or height rule differently from the safety page's age rules. */
function ruleProblems(text, rules) {
  const problems = [];
  if (/laser tag/i.test(text)) {
    for (const match of text.matchAll(
      /\b(\d+) (?:and up|or older|years old)|at least (\d+) years/gi,
    )) {
      const age = match[1] ?? match[2];
      if (rules.laserTagAge && age !== rules.laserTagAge) {
        problems.push(`a laser tag age of ${age}, where ${rules.id} says ${rules.laserTagAge}`);
      }
    }
    for (const match of text.matchAll(/\b(\d+) inches/gi)) {
      if (rules.laserTagHeight && match[1] !== rules.laserTagHeight) {
        problems.push(
          `a height of ${match[1]} inches, where ${rules.id} says ${rules.laserTagHeight}`,
        );
      }
    }
  }
  for (const match of text.matchAll(/under (\d+) needs? an adult/gi)) {
    if (rules.adultUnder && match[1] !== rules.adultUnder) {
      problems.push(
        `an adult for kids under ${match[1]}, where ${rules.id} says ${rules.adultUnder}`,
      );
    }
  }
  return problems;
}

/**
 * A picture (an image asset an entry shows, a photo or a drawing) needs its alt text, the asset's
 * description: a picture without one would be shown to screen reader users as nothing.
 */
function altTextProblems(content) {
  const shown = new Set();
  const collect = (value) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      if (value.sys?.type === 'Link' && value.sys.linkType === 'Asset') shown.add(value.sys.id);
      else Object.values(value).forEach(collect);
    }
  };
  for (const entry of content.entries) collect(entry.fields ?? {});
  return (content.assets ?? []).flatMap((asset) => {
    const file = Object.values(asset.fields?.file ?? {})[0];
    const description = Object.values(asset.fields?.description ?? {})[0];
    const isPicture =
      typeof file?.contentType === 'string' && file.contentType.startsWith('image/');
    return isPicture && shown.has(asset.sys.id) && !String(description ?? '').trim()
      ? [`Asset ${asset.sys.id} is shown without alt text: give it a description.`]
      : [];
  });
}

/** Every site path an entry's fields link to: link urls and rich-text hyperlinks. */
function linkedPathsOf(value, found = []) {
  if (Array.isArray(value)) {
    for (const item of value) linkedPathsOf(item, found);
  } else if (value && typeof value === 'object') {
    if (value.nodeType === 'hyperlink' && typeof value.data?.uri === 'string') {
      found.push(value.data.uri);
    }
    for (const child of Object.values(value)) linkedPathsOf(child, found);
  }
  return found;
}

/**
 * Entries that write money another way than the site (whole dollars without their cents), that
 * state an age or height rule otherwise than the safety page's age rules, that state what a
 * center entry already says: opening hours written into other text,
 * "our newest center" written by hand (the site derives it from the centers' opening dates), and a
 * countdown whose opening day or clock is not its center's; and links to a retired address (one a
 * redirect sends on), which should lead to its replacement directly, redirects among them.
 */
export function findContradictions(content) {
  const problems = [];
  const entries = new Map(content.entries.map((entry) => [entry.sys.id, entry]));
  const rules = ageRulesOf(content.entries);
  problems.push(...altTextProblems(content));
  const retired = new Map(
    content.entries
      .filter((entry) => typeOf(entry) === 'redirect')
      .map((entry) => [valueOf(entry, 'from'), valueOf(entry, 'to')]),
  );
  for (const entry of content.entries) {
    const type = typeOf(entry);
    if (type === 'center') continue;
    for (const [field, byLocale] of Object.entries(entry.fields ?? {})) {
      for (const text of textsOf(Object.values(byLocale ?? {}))) {
        const where = `Entry ${entry.sys.id} (${type}.${field})`;
        if (OPENING_TIME.test(text)) {
          problems.push(
            `${where} states opening hours ("${text.slice(0, 80)}"): a center's hours are on its center entry only.`,
          );
        }
        const wholeDollars = WHOLE_DOLLARS.exec(text)?.[0];
        if (wholeDollars) {
          problems.push(
            `${where} writes ${wholeDollars} without its cents: the site writes ${wholeDollars}.00.`,
          );
        }
        if (entry.sys.id !== rules.id) {
          for (const problem of ruleProblems(text, rules)) {
            problems.push(`${where} states ${problem}.`);
          }
        }
        if (NEWEST_CENTER.test(text)) {
          problems.push(
            `${where} names a newest center by hand: the site derives it from the centers' opening dates.`,
          );
        }
      }
    }
    if (type === 'countdown') problems.push(...countdownProblems(entry, entries));
    if (type === 'deliveryMenu') {
      problems.push(...deliveryDishProblems(entry, content.entries), ...menuWordProblems(entry));
    }
    if (type === 'redirect') {
      const target = String(valueOf(entry, 'to') ?? '').split('#')[0];
      if (retired.has(target)) {
        problems.push(
          `Redirect ${entry.sys.id} leads to the retired ${target}, itself sent on: a redirect is one hop, so the site refuses it.`,
        );
      }
      continue;
    }
    const urls = [
      ...(type === 'navigationLink' ? [valueOf(entry, 'url')] : []),
      ...linkedPathsOf(entry.fields ?? {}),
    ];
    for (const url of urls) {
      const path = typeof url === 'string' ? url.split('#')[0] : undefined;
      if (path && retired.has(path)) {
        problems.push(
          `Entry ${entry.sys.id} (${type}) links to the retired ${path}: link ${retired.get(path)} instead.`,
        );
      }
    }
  }
  return problems;
}

/**
 * A delivery menu names its dishes through the food menu's items (`dish`): an id that is no food
 * item, or an item that names a food menu dish by hand, would let the two menus drift apart.
 */
function deliveryDishProblems(menuEntry, allEntries) {
  const dishes = new Map(
    allEntries
      .filter((entry) => typeOf(entry) === 'foodItem')
      .map((entry) => [entry.sys.id, String(valueOf(entry, 'title') ?? '')]),
  );
  const titles = new Set([...dishes.values()].map((title) => title.trim().toLowerCase()));
  const problems = [];
  for (const section of valueOf(menuEntry, 'menu')?.sections ?? []) {
    for (const item of section?.items ?? []) {
      const where = `Delivery menu ${menuEntry.sys.id} (${section.id})`;
      if (item?.dish !== undefined && !dishes.has(item.dish)) {
        problems.push(`${where} names the dish ${item.dish}, which is no food menu item.`);
      }
      if (
        item?.dish === undefined &&
        titles.has(
          String(item?.name ?? '')
            .trim()
            .toLowerCase(),
        )
      ) {
        problems.push(`${where} writes out ${item.name}, a food menu dish: name it by its dish.`);
      }
    }
  }
  return problems;
}

/** Every text of a delivery menu document that guests read, besides its dishes' own. */
function menuTextsOf(menu) {
  const texts = [menu?.title, menu?.subtitle, menu?.legal];
  for (const section of menu?.sections ?? []) {
    texts.push(section?.title);
    for (const item of section?.items ?? []) {
      if (item?.dish === undefined) texts.push(item?.name, item?.description);
      texts.push(item?.extra, ...(item?.subItems ?? []).map((sub) => sub?.name));
      for (const option of item?.options ?? []) texts.push(option?.title, ...(option?.items ?? []));
    }
  }
  return new Set(texts.filter((text) => typeof text === 'string').map((text) => text.trim()));
}

/**
 * A language that translates the delivery menu (`menuWords`) translates all of it: a text left
 * out shows in English, and a translation of a text the menu no longer has is left over.
 */
function menuWordProblems(menuEntry) {
  const texts = menuTextsOf(valueOf(menuEntry, 'menu'));
  const problems = [];
  for (const [locale, words] of Object.entries(menuEntry.fields?.menuWords ?? {})) {
    const where = `Delivery menu ${menuEntry.sys.id} (${locale})`;
    const translated = new Set(Object.keys(words ?? {}).map((text) => text.trim()));
    for (const text of texts) {
      if (!translated.has(text)) problems.push(`${where} has no translation of "${text}".`);
    }
    for (const text of translated) {
      if (!texts.has(text))
        problems.push(`${where} translates "${text}", which the menu no longer has.`);
    }
  }
  return problems;
}

function countdownProblems(countdown, entries) {
  const link = valueOf(countdown, 'center');
  const center = link && entries.get(link.sys.id);
  if (!center) return [];
  const where = `Countdown ${countdown.sys.id}`;
  const problems = [];
  const zone = valueOf(center, 'timeZone');
  if (valueOf(countdown, 'timeZone') !== zone) {
    problems.push(`${where} keeps ${valueOf(countdown, 'timeZone')}, its center ${zone}.`);
  }
  const opensAt = Date.parse(valueOf(countdown, 'opensAt') ?? '');
  const openingDate = String(valueOf(center, 'openingDate') ?? '').slice(0, 10);
  if (zone && !Number.isNaN(opensAt) && dayAt(zone, opensAt) !== openingDate) {
    problems.push(
      `${where} counts to ${dayAt(zone, opensAt)}, but its center ${center.sys.id} opens on ${openingDate || 'no date'}.`,
    );
  }
  return problems;
}
