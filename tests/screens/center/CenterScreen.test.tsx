// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CenterScreen } from '@/screens/center/CenterScreen';
import { aCenter } from '@/tests/support/centers';

/** Wednesday 2 December 2026, noon in Texas. */
const RENDERED_AT = Date.parse('2026-12-02T18:00:00Z');

describe('a center page with less in the CMS', () => {
  it('asks guests to call for the hours when it has none, and leaves out what it cannot offer', () => {
    render(
      <CenterScreen
        locale="en"
        center={aCenter('251', 'Katy', { deliveryStoreIds: { doordash: '123' } })}
        opening={{ status: 'open' }}
        renderedAt={RENDERED_AT}
        companyName="Spark Alley"
        experiences={[]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spark Alley Katy');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Call us for today’s opening hours.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call (281) 555-0137' })).toHaveAttribute(
      'href',
      'tel:+12815550137',
    );
    // No delivery page in the CMS: no delivery link; no experiences: no empty section.
    expect(screen.queryByRole('link', { name: 'Order Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Experiences at/ })).not.toBeInTheDocument();
  });
});

describe('the page of a center that is not open', () => {
  const fishers = aCenter('271', 'Fishers', {
    state: 'Indiana',
    hours: [{ days: 'Sun–Thu', open: '10:00 AM', close: '11:00 PM' }],
    deliveryStoreIds: { doordash: '8322970' },
  });

  it('says when a coming-soon center opens instead of its hours, and takes no booking', () => {
    render(
      <CenterScreen
        locale="en"
        center={fishers}
        opening={{ status: 'comingSoon', opensOn: '2027-04-17' }}
        renderedAt={RENDERED_AT}
        companyName="Spark Alley"
        experiences={[]}
        deliveryPath="/delivery/"
      />,
    );
    expect(screen.getAllByText('Coming soon: opens April 17, 2027')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const action of [/Book a Party/, /Book Activities/, /Order Delivery/]) {
      expect(screen.queryByRole('link', { name: action })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    // Guests can still find it and call it.
    expect(screen.getByRole('link', { name: 'Get directions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call (281) 555-0137' })).toBeVisible();
  });

  it('says a closed center is temporarily closed', () => {
    render(
      <CenterScreen
        locale="en"
        center={fishers}
        opening={{ status: 'temporarilyClosed' }}
        renderedAt={RENDERED_AT}
        companyName="Spark Alley"
        experiences={[]}
      />,
    );
    expect(screen.getAllByText('Temporarily closed')).toHaveLength(2);
  });
});
