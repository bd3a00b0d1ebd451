import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAnimation } from '@/components/LottieAnimation/loadAnimation';

/*
 * Every embedded animation file, as docs/decisions/0015-lottie-animations.md asks of a file
 * editors may replace: a bodymovin export the player accepts, small, at most 30 frames a second
 * and at most about 30 layers, since lottie-web redraws every layer for each of the file's frames
 * on a phone's main thread.
 */
const assets = path.join(process.cwd(), 'content', 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.json'));

it('finds the embedded animations', () => {
  expect(files).toEqual(
    expect.arrayContaining(['play-academy-hero.json', 'campaign-confetti.json']),
  );
});

describe.each(files)('%s', (name) => {
  const file = path.join(assets, name);
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

  it('stays under about 25 KB and 30 layers', () => {
    expect(statSync(file).size).toBeLessThanOrEqual(25 * 1024);
    expect((animation.layers as unknown[]).length).toBeLessThanOrEqual(30);
  });
});
