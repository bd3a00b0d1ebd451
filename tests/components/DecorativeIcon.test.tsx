// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { DecorativeIcon } from '@/components/DecorativeIcon';

describe('DecorativeIcon', () => {
  it('is hidden from screen readers and never takes focus', () => {
    const { container } = render(
      <DecorativeIcon className="bag" viewBox="0 0 32 32" size={32}>
        <path d="M11 12V9" />
      </DecorativeIcon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('bag');
    expect(svg).toHaveAttribute('viewBox', '0 0 32 32');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('height', '32');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M11 12V9');
  });

  it('draws no width or height without a size, leaving it to its class', () => {
    const { container } = render(
      <DecorativeIcon viewBox="0 0 24 24">
        <path d="M6 6l12 12" />
      </DecorativeIcon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).not.toHaveAttribute('width');
    expect(svg).not.toHaveAttribute('height');
  });
});
