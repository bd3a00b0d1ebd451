// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Hero } from '@/blocks/hero/Hero';
import { heroSchema } from '@/blocks/hero/schema';
import { asset, navLink, unresolvedLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  eyebrow: 'Now open in Katy',
  heading: 'Eat, play and celebrate',
  text: 'Bowling, arcade and laser tag under one roof.',
  image: asset({ fileName: 'hero-home.svg', description: 'A bowling ball smashing neon pins' }),
  primaryCta: navLink('Book a party', '/birthdays/packages/'),
  secondaryCta: navLink('Find a center', '/locations/'),
  theme: 'ocean',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Hero block', () => {
  it("opens the page with the editor's heading as its only h1, naming the section", () => {
    render(<Hero {...heroSchema.parse(fields)} />);

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Eat, play and celebrate');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Eat, play and celebrate' })).toContainElement(
      heading,
    );
  });

  it('shows the eyebrow, the text, the artwork and both calls to action', () => {
    render(<Hero {...heroSchema.parse(fields)} />);

    expect(screen.getByText('Now open in Katy')).toBeVisible();
    expect(screen.getByText('Bowling, arcade and laser tag under one roof.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'A bowling ball smashing neon pins' })).toHaveAttribute(
      'src',
      '/cms-assets/hero-home.svg',
    );
    expect(screen.getByRole('link', { name: 'Book a party' })).toHaveAttribute(
      'href',
      '/birthdays/packages/',
    );
    expect(screen.getByRole('link', { name: 'Find a center' })).toHaveAttribute(
      'href',
      '/locations/',
    );
    expect(screen.getByRole('region')).toHaveClass('ocean');
  });

  it('opens an external call to action as a plain link that shares no opener', () => {
    const props = heroSchema.parse({
      heading: 'Get the app',
      primaryCta: navLink('Download', 'https://apps.example.com/spark-alley'),
    });
    render(<Hero {...props} />);

    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', 'https://apps.example.com/spark-alley');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('renders only the heading when the optional fields are empty, with the grape theme', () => {
    const props = heroSchema.parse({ heading: 'Terms of use', eyebrow: '', text: '  ' });
    render(<Hero {...props} />);

    const region = screen.getByRole('region', { name: 'Terms of use' });
    expect(region).toHaveClass('grape');
    expect(region.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is rejected without a heading, or with a blank one', () => {
    expect(heroSchema.safeParse({ ...fields, heading: undefined }).success).toBe(false);
    expect(heroSchema.safeParse({ ...fields, heading: '   ' }).success).toBe(false);
  });

  it('drops an unsafe or unresolved call to action and image, and logs them, but keeps the hero', () => {
    const warn = spyOnWarnings();
    const props = heroSchema.parse({
      ...fields,
      primaryCta: navLink('Win a prize', 'javascript:alert(1)', { id: 'nav-evil' }),
      secondaryCta: unresolvedLink('nav-draft'),
      image: unresolvedLink('asset-draft', 'Asset'),
    });
    render(<Hero {...props} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eat, play and celebrate');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'nav-evil', reason: expect.stringContaining('link') }),
      expect.any(String),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'nav-draft' }),
      expect.any(String),
    );
  });
});
