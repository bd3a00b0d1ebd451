import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { expireRedirectTable } from '@/screens/redirects';

beforeEach(() => expireRedirectTable());

const ask = (path: string, method = 'GET') =>
  proxy(new NextRequest(new URL(path, 'https://www.example.com'), { method }));

describe('a retired address, before any page', () => {
  it('is sent on for good to its page, in its language, keeping the query', async () => {
    const english = await ask('/offers/?utm_source=mail');
    expect(english.status).toBe(308);
    expect(english.headers.get('location')).toBe(
      'https://www.example.com/promotions/?utm_source=mail',
    );
    expect(english.headers.get('cache-control')).toBe('public, max-age=3600');

    const spanish = await ask('/es/offers/');
    expect(spanish.status).toBe(308);
    expect(spanish.headers.get('location')).toBe('https://www.example.com/es/promotions/');
  });

  it('is left to the routes for a form sent to it, and every live page is left alone', async () => {
    for (const answer of [await ask('/offers/', 'POST'), await ask('/promotions/')]) {
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.headers.get('x-middleware-next')).toBe('1');
    }
  });
});

it('refuses an address with broken percent-encoding', async () => {
  const answer = await ask('/a%ZZ/');
  expect(answer.status).toBe(400);
});
