// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CenterSearch,
  GEOLOCATION_FAILED,
  type CenterSearchProps,
} from '@/components/CenterSearch/CenterSearch.client';
import type { CenterSummary } from '@/lib/centers';

function center(
  id: string,
  name: string,
  state: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): CenterSummary {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    state,
    city: name,
    address: '1 Main St',
    postalCode,
    coordinates: { latitude, longitude },
    phone: '(555) 555-0100',
    hours: [{ days: 'Mon–Sun', open: '10:00 AM', close: '11:00 PM' }],
  };
}

const tulsa = center('241', 'Tulsa', 'Oklahoma', '74133', 36.0448, -95.8876);
const okc = center('240', 'Oklahoma City', 'Oklahoma', '73118', 35.5134, -97.5327);
const katy = center('251', 'Katy', 'Texas', '77494', 29.7858, -95.8245);
const sugarLand = center('252', 'Sugar Land', 'Texas', '77479', 29.5994, -95.6149);
const centers = [okc, tulsa, sugarLand, katy];

function Chooser(props: Partial<CenterSearchProps>) {
  const [chosen, setChosen] = useState(props.selectedId);
  return (
    <CenterSearch
      centers={centers}
      label="Where"
      idPrefix="where"
      selectedId={chosen}
      {...props}
      onSelect={(picked) => {
        setChosen(picked.id);
        props.onSelect?.(picked);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'ZIP code, city or center name' });

function resultNames() {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('span')?.textContent);
}

function mockGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) =>
      answer(success, failure!),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('CenterSearch', () => {
  it('is a labelled group with a labelled input and buttons that never submit', () => {
    render(<Chooser />);
    expect(screen.getByRole('group', { name: 'Where' })).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(/For example/);
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('type', 'button');
  });

  it('searches by city and lists the nearest centers first, with their distances', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.type(input(), 'Katy');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(resultNames()).toEqual(['Katy', 'Sugar Land']);
    const first = within(screen.getByRole('list')).getAllByRole('button')[0]!;
    expect(first).toHaveTextContent('Katy, TX');
    expect(first).toHaveTextContent('0.0 mi');
    expect(screen.getByText('2 centers near “Katy”, nearest first.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('searches by ZIP code with Enter', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.type(input(), '74133-0001{Enter}');
    expect(resultNames()).toEqual(['Tulsa', 'Oklahoma City']);
  });

  it('shows exactly the no-result message, as an alert that describes the input', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.type(input(), 'Atlantis{Enter}');

    // Atlantis is looked up in the city table first, which loads with the first such search.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^No nearby locations, please try a different location\.$/);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(alert.textContent!));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    // A place with no center within 100 miles says the same.
    await user.clear(input());
    await user.type(input(), '10001{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No nearby locations, please try a different location.',
    );
  });

  it('finds the centers around a city that has none of its own, in any state form', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    // Houston's centers are Katy (27 mi) and Sugar Land (20 mi).
    await user.type(input(), 'Houston{Enter}');
    expect(await screen.findByText('2 centers near “Houston”, nearest first.')).toBeVisible();
    expect(resultNames()).toEqual(['Sugar Land', 'Katy']);

    // Broken Arrow is a Tulsa suburb.
    await user.clear(input());
    await user.type(input(), 'broken arrow{Enter}');
    expect(await screen.findByText(/near “broken arrow”/)).toBeVisible();
    expect(resultNames()[0]).toBe('Tulsa');
    // Pasadena, Texas is near Sugar Land; Pasadena, California near none.
    await user.clear(input());
    await user.type(input(), 'Pasadena{Enter}');
    expect(await screen.findByText(/near “Pasadena”/)).toBeVisible();
    expect(resultNames()[0]).toBe('Sugar Land');
    await user.clear(input());
    await user.type(input(), 'Pasadena, CA{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No nearby locations');
  });

  it('lists every center of a state the guest names, by name and without distances', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.type(input(), 'Texas{Enter}');
    expect(screen.getByText('2 centers in Texas.')).toHaveAttribute('role', 'status');
    expect(resultNames()).toEqual(['Katy', 'Sugar Land']);
    expect(screen.getByRole('list')).not.toHaveTextContent(' mi');

    await user.clear(input());
    await user.type(input(), 'ok{Enter}');
    expect(screen.getByText('2 centers in Oklahoma.')).toBeVisible();
  });

  it('asks for a place when searching with an empty input', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please type a ZIP code, city or center name.',
    );
  });

  it('calls onSelect with the chosen center and marks it as chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Chooser onSelect={onSelect} />);
    await user.type(input(), 'Texas{Enter}');
    const sugar = screen.getByRole('button', { name: /Sugar Land/ });
    expect(sugar).toHaveAttribute('aria-pressed', 'false');

    await user.click(sugar);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: '252', name: 'Sugar Land' }),
    );
    expect(sugar).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Katy/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Chosen center:').closest('[role="status"]')).toHaveTextContent(
      'Chosen center: Sugar Land (Sugar Land, TX)',
    );
  });

  it('is operable with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Chooser onSelect={onSelect} />);
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('Tulsa{Enter}');
    await user.tab(); // Search
    await user.tab(); // Use my location
    await user.tab(); // first result
    expect(screen.getByRole('button', { name: /^Tulsa/ })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '240' }));
  });

  it('shows a restored choice without any search', () => {
    render(<Chooser selectedId="241" />);
    expect(screen.getByText('Chosen center:').parentElement).toHaveTextContent(
      'Chosen center: Tulsa (Tulsa, OK)',
    );
  });

  it('shows the error its parent passes and marks the input invalid', () => {
    render(<Chooser error="Please choose a center for the party" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a center for the party'),
    );
  });

  it('lists the centers nearest to the guest’s position', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = mockGeolocation((success) =>
      success({ coords: { latitude: 29.7, longitude: -95.7 } } as GeolocationPosition),
    );
    render(<Chooser />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: expect.any(Number) }),
    );
    expect(resultNames()).toEqual(['Sugar Land', 'Katy']);
    expect(screen.getByText(/near your location/)).toBeInTheDocument();
  });

  it('explains when the position cannot be had: denied or no geolocation', async () => {
    const user = userEvent.setup();
    mockGeolocation((_, failure) =>
      failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    render(<Chooser />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GEOLOCATION_FAILED);
    expect(GEOLOCATION_FAILED).toBe(
      'We could not get your location. Please type a ZIP code or city instead.',
    );

    Reflect.deleteProperty(navigator, 'geolocation');
    await user.type(input(), 'Tulsa{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GEOLOCATION_FAILED);
  });

  it('does not submit a surrounding form on Enter or on any of its buttons', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    mockGeolocation((success) =>
      success({ coords: { latitude: 36, longitude: -96 } } as GeolocationPosition),
    );
    render(
      <form onSubmit={submit}>
        <Chooser />
        <button type="submit">Book</button>
      </form>,
    );
    await user.type(input(), 'Katy{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: /^Katy/ }));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
