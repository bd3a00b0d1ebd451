// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { videoSliderSchema } from '@/blocks/video-slider/schema';
import { VideoSlider } from '@/blocks/video-slider/VideoSlider';
import { SliderSection } from '@/components/Slider/SliderSection';
import { asset, entry } from '@/tests/support/entries';
import { mockMedia } from '@/tests/support/media';

const SPANISH = { draft: false, locale: 'es' } as const;

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the slider on a Spanish page', () => {
  it('names the carousel, its slides and every control in Spanish', async () => {
    const user = userEvent.setup();
    render(
      <SliderSection
        heading="Paquetes de fiesta"
        slidesToShow={1}
        autoplayMs={7000}
        locale="es"
        slides={['Boliche', 'Láser', 'Arcade'].map((title) => (
          <p key={title}>{title}</p>
        ))}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Paquetes de fiesta' });

    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Diapositiva 1 de 3',
      'Diapositiva 2 de 3',
      'Diapositiva 3 de 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(within(carousel).getByRole('button', { name: 'Diapositiva anterior' })).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible();
    expect(
      within(carousel)
        .getAllByRole('button', { name: /^Mostrar la diapositiva/ })
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Mostrar la diapositiva 1', 'Mostrar la diapositiva 2', 'Mostrar la diapositiva 3']);

    await user.click(within(carousel).getByRole('button', { name: 'Pausar presentación' }));
    expect(within(carousel).getByRole('button', { name: 'Reproducir presentación' })).toBeVisible();
    expect(carousel).not.toHaveTextContent(/Pause|Play|slide show/);
    expect(within(carousel).queryByRole('button', { name: /slide/ })).toBeNull();
  });

  it('speaks Spanish inside another island: the video slider’s controls and players', () => {
    const videos = ['Fiestas de cumpleaños', 'La arena de láser'].map((title, index) =>
      entry(
        'videoEmbed',
        {
          title,
          url: `https://player.vimeo.com/video/10000${index}`,
          poster: asset({ fileName: `poster-${index}.svg`, description: `${title}, póster` }),
        },
        `video-${index}`,
      ),
    );
    render(
      <VideoSlider
        {...videoSliderSchema.parse({ heading: 'Míralo en acción', videos })}
        context={SPANISH}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Míralo en acción' });

    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(carousel).getByRole('button', { name: 'Pausar presentación' })).toBeVisible();
    expect(
      within(carousel).getByRole('button', { name: 'Reproducir video: Fiestas de cumpleaños' }),
    ).toBeVisible();
    expect(within(carousel).queryByRole('button', { name: /^Play video/ })).toBeNull();
  });
});
