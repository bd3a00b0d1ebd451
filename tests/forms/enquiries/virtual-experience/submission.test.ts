import type { FormInput } from '@/forms/engine/values';
import { buildFormSchema } from '@/forms/engine/schema';
import {
  OCCASION,
  OTHER_OCCASION,
  virtualExperienceDefinition,
} from '@/forms/enquiries/virtual-experience/definition';
import { virtualExperienceForm } from '@/forms/enquiries/virtual-experience/form';
import { sendFailure } from '@/forms/engine/messages';
import {
  buildVirtualExperienceRequest,
  submitVirtualExperience,
} from '@/forms/enquiries/virtual-experience/submission';
import { virtualExperienceRequest } from '@/lib/platform/schemas';
import { ANN, answerOnceThenFail } from '../guest';

const TODAY = new Date(2026, 2, 11, 12, 0);
const input: FormInput = {
  ...ANN,
  'Phone Number': '',
  Company: 'Northwind',
  'Team Size': '11 to 25',
  'Desired Date': '2026-04-02',
  Occasion: 'Team Building',
  'Occasion Details': 'ignored while hidden',
  'Additional Info': 'A remote team across three time zones',
  emailOptIn: true,
};
const schema = buildFormSchema(virtualExperienceDefinition, {
  ...virtualExperienceForm.rules,
  today: TODAY,
});

describe('the virtual experience form', () => {
  it('skips the email rule: any text passes, but a required email is still required', () => {
    expect(virtualExperienceForm.rules).toEqual({ skipEmailRule: true });
    expect(schema.safeParse({ ...input, Email: 'ann at northwind' }).success).toBe(true);
    expect(schema.safeParse({ ...input, Email: '' }).error?.issues[0]).toMatchObject({
      path: ['Email'],
      message: 'This field is required',
    });
  });

  it('asks for the occasion’s details only when it is “Something Else”', () => {
    expect(schema.safeParse({ ...input, 'Occasion Details': '' }).success).toBe(true);
    const other = schema.safeParse({
      ...input,
      [OCCASION]: OTHER_OCCASION,
      'Occasion Details': '',
    });
    expect(other.error?.issues.map((issue) => issue.path[0])).toEqual(['Occasion Details']);
  });

  it('posts the whole form model, the date as MM/DD/YYYY, a hidden field as empty', () => {
    expect(buildVirtualExperienceRequest(schema.parse(input))).toEqual({
      ...input,
      'Desired Date': '04/02/2026',
      'Occasion Details': '',
    });
    expect(
      virtualExperienceRequest.safeParse(buildVirtualExperienceRequest(schema.parse(input))),
    ).toMatchObject({ success: true });
  });

  it('calls POST /api/virtual-experiences/ and rejects on a failed answer', async () => {
    const fetchMock = answerOnceThenFail();
    const values = schema.parse(input);

    await submitVirtualExperience(values, { honeypot: { website: 'x.example' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/virtual-experiences/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      website: 'x.example',
      'First Name': 'Ann',
    });
    await expect(submitVirtualExperience(values, { honeypot: {} })).rejects.toThrow('down');
    vi.unstubAllGlobals();
  });

  it('says plainly that a failed request was not received, with a way to reach us', () => {
    expect(virtualExperienceForm.failure).toBe(sendFailure);
    expect(sendFailure.message).toBe(
      "Sorry, we couldn't send your request, so our team hasn't received it yet. Please try again in a moment. If this problem persists, please contact us.",
    );
    expect(sendFailure.link).toEqual({ text: 'contact us', href: '/contact-us/' });
  });
});
