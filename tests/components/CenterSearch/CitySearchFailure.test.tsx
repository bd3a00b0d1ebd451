// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CenterSearch, CITY_SEARCH_FAILED } from '@/components/CenterSearch/CenterSearch.client';
import { TULSA } from '@/tests/support/centers';

// The city table is a chunk of its own; on a flaky connection it may not arrive.
vi.mock('@/lib/centers/cities', () => {
  throw new Error('chunk failed to load');
});

it('says the city could not be looked up, not that no center is near, when the table does not load', async () => {
  const user = userEvent.setup();
  render(<CenterSearch centers={[TULSA]} label="Where" idPrefix="where" onSelect={() => {}} />);
  await user.type(
    screen.getByRole('textbox', { name: 'ZIP code, city or center name' }),
    'Dallas{Enter}',
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(CITY_SEARCH_FAILED);
});
