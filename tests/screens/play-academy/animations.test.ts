import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAnimation } from '@/components/LottieAnimation/loadAnimation';
import { ANIMATIONS } from '@/screens/play-academy/programme';

/*
 * The programme page's animation files, as docs/decisions/0015-lottie-animations.md asks of a
 * file editors may replace: a bodymovin export the player accepts, small, and at most 30 frames a
 * second, since lottie-web redraws the whole drawing for each of the file's frames on a phone's
 * main thread.
 */
const files = [ANIMATIONS.hero.src, ANIMATIONS.orbitLeft, ANIMATIONS.orbitRight].map((src) =>
  src.replace('/cms-assets/', ''),
);

describe.each(files)('%s', (name) => {
  const file = path.join(process.cwd(), 'content', 'assets', name);
  const animation = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

  it('is an animation the player accepts', () => {
    expect(isAnimation(animation)).toBe(true);
  });

  it('plays at most 30 frames a second', () => {
    expect(animation.fr).toBeLessThanOrEqual(30);
  });

  it('loops for at least two seconds', () => {
    const seconds =
      ((animation.op as number) - (animation.ip as number)) / (animation.fr as number);
    expect(seconds).toBeGreaterThanOrEqual(2);
  });

  it('stays under about 25 KB', () => {
    expect(statSync(file).size).toBeLessThanOrEqual(25 * 1024);
  });
});
