import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_MESSAGES,
  estimateSummary,
  playAcademyEstimate,
} from '@/screens/play-academy/estimate';

const figures = (request: Parameters<typeof playAcademyEstimate>[0]) => {
  const answer = playAcademyEstimate(request);
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  return [answer.estimate.perStudentCents, answer.estimate.totalCents];
};

describe('the Play Academy estimate', () => {
  it('prices 25 students doing 3 labs at $20.99 each, $524.75 before tax and the fee', () => {
    expect(figures({ labs: ['bowling', 'arcade', 'laser-tag'], students: '25' })).toEqual([
      2099, 52475,
    ]);
  });

  it('takes each number of labs at its price from the programme’s table', () => {
    expect(figures({ labs: ['arcade'], students: '10' })).toEqual([1299, 12990]);
    expect(figures({ labs: ['arcade', 'bowling'], students: '10' })).toEqual([1699, 16990]);
    expect(figures({ labs: ['arcade', 'bowling', 'laser-tag', 'x'], students: '10' })).toEqual([
      2099, 20990,
    ]);
  });

  it('adds $1.99 per person for the pizza lab', () => {
    expect(figures({ labs: ['pizza'], students: '10' })).toEqual([1498, 14980]);
    expect(figures({ labs: ['bowling', 'arcade', 'laser-tag', 'pizza'], students: '33' })).toEqual([
      2598, 85734,
    ]);
  });

  it('prices the Scholarship Pack at $25.99 per person, whatever labs were ticked', () => {
    expect(figures({ package: 'scholarship', labs: ['pizza'], students: '40' })).toEqual([
      2599, 103960,
    ]);
  });

  it('keeps every sum in whole cents, with no floating-point drift', () => {
    // Floats drift here: 10 × 16.99 is 169.89999999999998 and 11 × 12.99 is 142.89000000000001.
    expect(figures({ labs: ['bowling', 'arcade'], students: '10' })).toEqual([1699, 16990]);
    expect(figures({ labs: ['bowling'], students: '11' })).toEqual([1299, 14289]);
  });

  it.each([
    [{ labs: [], students: '25' }, { labs: ESTIMATE_MESSAGES.labs }],
    [{ labs: ['bowling'], students: '9' }, { students: ESTIMATE_MESSAGES.students }],
    [{ labs: ['bowling'], students: '' }, { students: ESTIMATE_MESSAGES.students }],
    [{ labs: ['bowling'], students: '2.5' }, { students: ESTIMATE_MESSAGES.students }],
    [{ labs: ['bowling'], students: '501' }, { students: ESTIMATE_MESSAGES.tooMany }],
    [
      { labs: ['nonsense'], students: '-4' },
      { labs: ESTIMATE_MESSAGES.labs, students: ESTIMATE_MESSAGES.students },
    ],
  ])('refuses %j with what to change', (request, problems) => {
    expect(playAcademyEstimate(request)).toEqual({ ok: false, problems });
  });

  it('writes the visit and its figures for the center, fee included', () => {
    const answer = playAcademyEstimate({ labs: ['laser-tag', 'pizza'], students: '12' });
    expect(answer.ok && estimateSummary(answer.estimate)).toBe(
      'Play Academy estimate: 2 labs (Blast Your Friends With Bouncing Beams, Get a Fair Piece of the Pie) for 12 students, $18.98 per student, $227.76 in all, plus tax and the facilitator fee ($40.00 per lab hour for the whole group).',
    );
  });
});
