// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { AppFeatures } from '@/blocks/app-features/AppFeatures';
import { appFeaturesSchema } from '@/blocks/app-features/schema';
import { blockFor } from '@/blocks/registry';
import { cardTitles } from '@/tests/support/blocks';
import { asset, contentItem, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const reload = contentItem(
  { title: 'Reload your game card', excerpt: 'Add play in seconds.' },
  'feature-reload',
);
const rewards = contentItem(
  { title: 'Collect rewards', excerpt: 'Points toward free games.' },
  'feature-rewards',
);
const fields = {
  heading: 'Everything in Your Pocket',
  intro: 'One app for the whole visit.',
  features: [reload, rewards],
  image: asset({ fileName: 'app-phone.svg', description: 'A phone showing the game card app' }),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('App features', () => {
  it('shows the phone and each feature with its title and text', () => {
    render(<AppFeatures {...appFeaturesSchema.parse(fields)} />);

    const section = screen.getByRole('region', { name: 'Everything in Your Pocket' });
    expect(section).toHaveTextContent('One app for the whole visit.');
    expect(
      within(section).getByRole('img', { name: 'A phone showing the game card app' }),
    ).toBeVisible();
    const features = within(section).getAllByRole('listitem');
    expect(cardTitles(features)).toEqual(['Reload your game card', 'Collect rewards']);
    expect(features[1]).toHaveTextContent('Points toward free games.');
  });

  it('skips a feature that is not a content item, and refuses more than six or none', () => {
    const warnings = spyOnWarnings();
    const props = appFeaturesSchema.parse({
      ...fields,
      features: [reload, navLink('Not a feature', '/app/', { id: 'stray-link' })],
    });
    expect(props.features.map((feature) => feature.title)).toEqual(['Reload your game card']);
    expect(JSON.stringify(warnings.mock.calls)).toContain('stray-link');

    expect(appFeaturesSchema.safeParse({ ...fields, features: [] }).success).toBe(false);
    expect(
      appFeaturesSchema.safeParse({ ...fields, features: Array(7).fill(reload) }).success,
    ).toBe(false);
    expect(blockFor('appFeatures')?.render(fields, 'a', PUBLISHED_ENGLISH).ok).toBe(true);
  });
});
