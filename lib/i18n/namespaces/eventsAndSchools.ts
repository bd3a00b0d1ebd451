import enEvents from '@/messages/en/Events.json';
import esEvents from '@/messages/es/Events.json';
import enGroupEstimate from '@/messages/en/GroupEstimate.json';
import esGroupEstimate from '@/messages/es/GroupEstimate.json';
import enPlayAcademyEstimate from '@/messages/en/PlayAcademyEstimate.json';
import esPlayAcademyEstimate from '@/messages/es/PlayAcademyEstimate.json';
import enComparisonTotals from '@/messages/en/ComparisonTotals.json';
import esComparisonTotals from '@/messages/es/ComparisonTotals.json';
import enEventFilter from '@/messages/en/EventFilter.json';
import esEventFilter from '@/messages/es/EventFilter.json';
import enExperienceSlider from '@/messages/en/ExperienceSlider.json';
import esExperienceSlider from '@/messages/es/ExperienceSlider.json';

/*
 * The events, Play Academy and package blocks' messages, joined to the catalogue by
 * lib/i18n/index.ts. `Events` holds what the server renders. Each island bundles its English file
 * whole, so every island has a file of its own: the event menu's group estimate, the Play Academy
 * estimate (with the labs' names, which its page shows too), the package comparison's totals, the
 * events list's filter and the experience slider.
 */
export const en = {
  Events: enEvents,
  GroupEstimate: enGroupEstimate,
  PlayAcademyEstimate: enPlayAcademyEstimate,
  ComparisonTotals: enComparisonTotals,
  EventFilter: enEventFilter,
  ExperienceSlider: enExperienceSlider,
};
export const es = {
  Events: esEvents,
  GroupEstimate: esGroupEstimate,
  PlayAcademyEstimate: esPlayAcademyEstimate,
  ComparisonTotals: esComparisonTotals,
  EventFilter: esEventFilter,
  ExperienceSlider: esExperienceSlider,
} satisfies typeof en;
