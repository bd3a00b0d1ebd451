import { formatCents, toCents } from '@/lib/format';
import { fill, sayer, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/PlayAcademyEstimate.json';
import { FACILITATOR_FEE, LAB_CARDS, MINIMUM_GUESTS, PIZZA_LAB_EXTRA, PRICING } from './programme';

/*
 * The Play Academy estimate: what a visit costs before tax and the facilitator fee, from the
 * programme's own prices, in whole cents. The same code answers the teacher on the page (as they
 * choose) and on the estimate's own address (a form sent without script), so both agree.
 */

/** A bigger group is planned with the center, not priced by the page. */
export const MAX_STUDENTS = 500;

export type PlayAcademyPackage = 'labs' | 'scholarship';

/** What the teacher chose, as the form sends it: every value a string, any of them missing. */
export interface EstimateRequest {
  package?: string;
  labs?: readonly string[];
  students?: string;
}

export interface PlayAcademyEstimate {
  package: PlayAcademyPackage;
  /** The chosen labs, in the programme's order; none for the Scholarship Pack. */
  labs: readonly (typeof LAB_CARDS)[number][];
  students: number;
  perStudentCents: number;
  totalCents: number;
}

export type EstimateAnswer =
  | { ok: true; estimate: PlayAcademyEstimate }
  | { ok: false; problems: { labs?: string; students?: string } };

/** What to change, in English: the island shows it in the page's language through `say`. */
export const ESTIMATE_MESSAGES = {
  labs: fill(words.chooseLabs, { count: LAB_CARDS.length }),
  students: fill(words.enterStudents, { minimum: MINIMUM_GUESTS }),
  tooMany: fill(words.tooManyStudents, { maximum: MAX_STUDENTS }),
} as const;

function studentCount(text: string | undefined): { count?: number; problem?: string } {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,6}$/.test(trimmed)) return { problem: ESTIMATE_MESSAGES.students };
  const count = Number(trimmed);
  if (count < MINIMUM_GUESTS) return { problem: ESTIMATE_MESSAGES.students };
  if (count > MAX_STUDENTS) return { problem: ESTIMATE_MESSAGES.tooMany };
  return { count };
}

/** The estimate for what the teacher chose, or what keeps it from being one. */
export function playAcademyEstimate(request: EstimateRequest): EstimateAnswer {
  const kind: PlayAcademyPackage = request.package === 'scholarship' ? 'scholarship' : 'labs';
  const chosen = new Set(request.labs ?? []);
  const labs = kind === 'labs' ? LAB_CARDS.filter((lab) => chosen.has(lab.id)) : [];
  const students = studentCount(request.students);
  const problems = {
    ...(kind === 'labs' && labs.length === 0 && { labs: ESTIMATE_MESSAGES.labs }),
    ...(students.problem && { students: students.problem }),
  };
  if (students.count === undefined || problems.labs) return { ok: false, problems };
  const perStudentCents =
    kind === 'scholarship'
      ? toCents(PRICING.info.pricing)
      : toCents(PRICING.lab_pricing_breakdown[labs.length - 1]!.price) +
        (labs.some((lab) => lab.pizza) ? toCents(PIZZA_LAB_EXTRA) : 0);
  return {
    ok: true,
    estimate: {
      package: kind,
      labs,
      students: students.count,
      perStudentCents,
      totalCents: perStudentCents * students.count,
    },
  };
}

/** English as it is written: what the estimate's words are without a page language's `say`. */
const asWritten = sayer([]);

/**
 * What the visit is and for whom, in words: '3 labs (Bowl Like a Boss, …) for 25 students' or
 * 'the Scholarship Pack for 25 students'.
 */
export function visitWords(estimate: PlayAcademyEstimate, say: Say = asWritten): string {
  const labs = estimate.labs.map((lab) => say(lab.name)).join(', ');
  const visit =
    estimate.package === 'scholarship'
      ? say(words.theScholarshipPack)
      : estimate.labs.length === 1
        ? fill(say(words.oneLab), { labs })
        : fill(say(words.someLabs), { count: estimate.labs.length, labs });
  return fill(say(words.visitFor), { visit, students: estimate.students });
}

/** 'plus tax and the facilitator fee ($40.00 per lab hour for the whole group)'. */
export const feeWords = (say: Say = asWritten) =>
  fill(say(words.fee), { fee: formatCents(toCents(FACILITATOR_FEE)) });

/**
 * The estimate as the enquiry's Additional Info carries it to the center, in the words of the
 * page the teacher asked on (English unless `say` is given).
 */
export function estimateSummary(estimate: PlayAcademyEstimate, say: Say = asWritten): string {
  return fill(say(words.summary), {
    visit: visitWords(estimate, say),
    perStudent: formatCents(estimate.perStudentCents),
    total: formatCents(estimate.totalCents),
    fee: feeWords(say),
  });
}
