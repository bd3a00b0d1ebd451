import { EARLY_CLICK_ATTRIBUTE } from './attribute';

// Runs before any bundle: a tap on a control whose island has not hydrated yet would otherwise do
// nothing, and a form sent then would reload the page with the guest's answers in its address. A
// marked form's native submission is always stopped (its island sends it); a click inside a marked
// form is its own business. It listens once however often it runs: a second listener would record
// each tap twice, and the island replay it twice. Kept in plain ES5 so that it needs nothing else.
const recorder = `(function(){if(window.__earlyClickRecorder)return;window.__earlyClickRecorder=1;function r(e){var t=e.target;var c=t&&t.closest&&t.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(!c)return;var f=c.tagName==='FORM';if(f!==(e.type==='submit'))return;if(f)e.preventDefault();(window.__earlyClicks=window.__earlyClicks||[]).push({name:c.getAttribute('${EARLY_CLICK_ATTRIBUTE}'),event:e})}document.addEventListener('click',r,true);document.addEventListener('submit',r,true)})()`;

/**
 * Remembers clicks and form submissions marked for replay until their island takes them
 * (useEarlyClicks, useEarlySubmit).
 */
export function EarlyClickRecorder() {
  return <script dangerouslySetInnerHTML={{ __html: recorder }} />;
}
