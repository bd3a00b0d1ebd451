// @vitest-environment jsdom
import { createRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CenterSelect, type CenterSelectGroup } from '@/components/CenterSelect';

const groups: CenterSelectGroup[] = [
  {
    state: 'Arizona',
    centers: [
      { id: '102', name: 'Chandler' },
      { id: '101', name: 'Tempe' },
    ],
  },
  { state: 'Texas', centers: [{ id: '251', name: 'Katy' }] },
];

describe('CenterSelect', () => {
  it('offers one group per state, in the given order, after the placeholder', () => {
    render(<CenterSelect id="location" name="location" label="Location" groups={groups} />);
    const select = screen.getByRole('combobox', { name: 'Location' });

    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select a location');
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');

    const optgroups = select.querySelectorAll('optgroup');
    expect([...optgroups].map((group) => group.label)).toEqual(['Arizona', 'Texas']);
    expect(
      [...optgroups].map((group) =>
        [...group.querySelectorAll('option')].map((option) => `${option.value} ${option.text}`),
      ),
    ).toEqual([['102 Chandler', '101 Tempe'], ['251 Katy']]);
  });

  it('reports the id of the center the guest chose', async () => {
    const chosen: string[] = [];
    render(
      <CenterSelect
        id="location"
        label="Location"
        groups={groups}
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Katy');
    expect(chosen).toEqual(['251']);
  });

  it('follows a controlled value, so a form can clear it', async () => {
    function StateThenCenter() {
      const [center, setCenter] = useState('101');
      return (
        <>
          <CenterSelect
            id="center"
            label="Center"
            groups={groups}
            value={center}
            onChange={(event) => setCenter(event.target.value)}
          />
          <button type="button" onClick={() => setCenter('')}>
            Change state
          </button>
        </>
      );
    }
    render(<StateThenCenter />);
    const select = screen.getByLabelText('Center');
    expect(select).toHaveDisplayValue('Tempe');
    await userEvent.click(screen.getByRole('button', { name: 'Change state' }));
    expect(select).toHaveDisplayValue('Select a location');
  });

  it('hands its element to a ref and passes other attributes through, as form libraries need', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <CenterSelect
        ref={ref}
        id="location"
        name="Location"
        label="Location"
        groups={groups}
        defaultValue="102"
      />,
    );
    expect(ref.current).toBe(screen.getByLabelText('Location'));
    expect(ref.current).toHaveAttribute('name', 'Location');
    expect(ref.current).toHaveValue('102');
  });

  it('is valid and quiet until an error is given', () => {
    render(<CenterSelect id="location" label="Location" groups={groups} />);
    const select = screen.getByLabelText('Location');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).not.toBeRequired();
  });

  it('marks itself invalid and describes the error when one is given', () => {
    render(
      <>
        <p id="location-hint">Pick the center nearest you.</p>
        <CenterSelect
          id="location"
          label="Location"
          groups={groups}
          required
          describedBy="location-hint"
          error="This field is required"
        />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Location' });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'Pick the center nearest you. This field is required',
    );
    expect(screen.getByText('This field is required')).toBeVisible();
  });
});
