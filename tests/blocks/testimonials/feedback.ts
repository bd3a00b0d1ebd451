import { asset, entry } from '@/tests/support/entries';

/** Feedback entries as the content sources return them. */
export function feedbackEntry(fields: Record<string, unknown>, id?: string) {
  return entry(
    'feedback',
    {
      name: 'Maya R.',
      subheading: 'Best birthday ever',
      quote: 'The party host had every kid laughing.',
      location: 'Tempe, Arizona',
      ...fields,
    },
    id,
  );
}

export const maya = feedbackEntry(
  { image: asset({ fileName: 'promo-avatar-1.svg', description: 'Portrait of Maya' }) },
  'feedback-maya',
);
export const lincoln = feedbackEntry(
  {
    name: 'Jordan Ellis',
    subheading: 'Science came alive',
    quote: 'Our fifth graders measured angles on the lanes.',
    organization: 'Lincoln Elementary',
    location: 'Mesa, Arizona',
  },
  'feedback-lincoln',
);
export const luis = feedbackEntry(
  { name: 'Luis and Ana G.', subheading: '', quote: 'Clean lanes and friendly staff.' },
  'feedback-luis',
);
