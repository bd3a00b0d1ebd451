import { EARLY_CLICK_ATTRIBUTE } from './attribute';

// Runs before any bundle: a tap on a control whose island has not hydrated yet would otherwise do
// nothing. Kept in plain ES5 so that it needs nothing else on the page.
const recorder = `document.addEventListener('click',function(e){var t=e.target;var c=t&&t.closest&&t.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(c)(window.__earlyClicks=window.__earlyClicks||[]).push({name:c.getAttribute('${EARLY_CLICK_ATTRIBUTE}'),event:e})},true)`;

/** Remembers clicks on controls marked for replay until their island takes them (useEarlyClicks). */
export function EarlyClickRecorder() {
  return <script dangerouslySetInnerHTML={{ __html: recorder }} />;
}
