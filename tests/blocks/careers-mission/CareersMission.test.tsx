// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CareersMission } from '@/blocks/careers-mission/CareersMission';
import { careersMissionSchema } from '@/blocks/careers-mission/schema';
import { asset } from '@/tests/support/entries';

const fields = {
  heading: 'Our mission',
  statement: 'We make every visit a celebration.',
  signature: 'The Spark Alley crew',
  image: asset({ fileName: 'careers-mission.svg', description: 'A crew member welcomes a family' }),
};

describe('Careers mission block', () => {
  it('shows the statement as a signed quote beside its art', () => {
    render(<CareersMission {...careersMissionSchema.parse(fields)} />);
    const section = screen.getByRole('region', { name: 'Our mission' });

    expect(section.querySelector('blockquote')).toHaveTextContent(
      'We make every visit a celebration.',
    );
    expect(screen.getByText('The Spark Alley crew')).toBeVisible();
    expect(screen.getByRole('img', { name: 'A crew member welcomes a family' })).toBeVisible();
  });

  it('shows the statement alone when there is no art or signature', () => {
    render(
      <CareersMission
        {...careersMissionSchema.parse({ heading: 'Our mission', statement: fields.statement })}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('We make every visit a celebration.')).toBeVisible();
  });

  it('refuses an entry without a heading or a statement, or with an essay', () => {
    expect(careersMissionSchema.safeParse({ ...fields, statement: '' }).success).toBe(false);
    expect(careersMissionSchema.safeParse({ ...fields, heading: undefined }).success).toBe(false);
    expect(careersMissionSchema.safeParse({ ...fields, statement: 'x'.repeat(601) }).success).toBe(
      false,
    );
  });
});
