import { formatCents, toCents } from '@/lib/format';
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

export const ESTIMATE_MESSAGES = {
  labs: `Choose from 1 to ${LAB_CARDS.length} labs.`,
  students: `Enter the number of students: at least ${MINIMUM_GUESTS}.`,
  tooMany: `For more than ${MAX_STUDENTS} students, please ask us: we plan the visit with you.`,
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

/** What the visit is, in words: '3 labs (Bowl Like a Boss, …)' or 'the Scholarship Pack'. */
export function visitWords(estimate: PlayAcademyEstimate): string {
  if (estimate.package === 'scholarship') return `the ${PRICING.info.heading}`;
  const count = `${estimate.labs.length} ${estimate.labs.length === 1 ? 'lab' : 'labs'}`;
  return `${count} (${estimate.labs.map((lab) => lab.name).join(', ')})`;
}

export const FEE_WORDS = `plus tax and the facilitator fee (${formatCents(toCents(FACILITATOR_FEE))} per lab hour for the whole group)`;

/** The estimate as the enquiry's Additional Info carries it to the center. */
export function estimateSummary(estimate: PlayAcademyEstimate): string {
  return (
    `Play Academy estimate: ${visitWords(estimate)} for ${estimate.students} students, ` +
    `${formatCents(estimate.perStudentCents)} per student, ${formatCents(estimate.totalCents)} in all, ` +
    `${FEE_WORDS}.`
  );
}
