// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CenterScreen } from '@/screens/center/CenterScreen';
import { aCenter } from '@/tests/support/centers';

describe('a center page with less in the CMS', () => {
  it('asks guests to call for the hours when it has none, and leaves out what it cannot offer', () => {
    render(
      <CenterScreen
        center={aCenter('251', 'Katy', { deliveryStoreIds: { doordash: '123' } })}
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
