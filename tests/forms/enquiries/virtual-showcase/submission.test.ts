import { sendFailure } from '@/forms/engine/messages';
import { buildFormSchema } from '@/forms/engine/schema';
import { virtualShowcaseDefinition } from '@/forms/enquiries/virtual-showcase/definition';
import { virtualShowcaseForm } from '@/forms/enquiries/virtual-showcase/form';
import { mailSend } from '@/lib/platform/schemas';
import { answerOnceThenFail } from '../guest';

const schema = buildFormSchema(virtualShowcaseDefinition, {
  ...virtualShowcaseForm.rules,
  today: new Date(2026, 2, 11),
});
const values = schema.parse({
  'First Name': 'Ann',
  'Last Name': 'Lee',
  Email: 'ann@',
  'Phone Number': '214.555.0137',
  Company: '',
  'Team Size': '',
  'Additional Info': 'The trivia night',
  emailOptIn: false,
});

describe('the virtual showcase form', () => {
  it('skips the email rule and fails like the virtual experience form', () => {
    expect(virtualShowcaseForm.rules).toEqual({ skipEmailRule: true });
    expect(values.Email).toBe('ann@');
    expect(virtualShowcaseForm.failure).toBe(sendFailure);
  });

  it('mails table Virtual Showcase to virtual with the whole model', () => {
    const mail = virtualShowcaseForm.mail(values);
    expect(mail).toEqual({
      table: 'Virtual Showcase',
      sendTo: 'virtual',
      fields: {
        'First Name': 'Ann',
        'Last Name': 'Lee',
        Email: 'ann@',
        'Phone Number': '2145550137',
        Company: '',
        'Team Size': '',
        'Additional Info': 'The trivia night',
        emailOptIn: false,
      },
    });
    expect(mailSend.parse(mail)).toEqual(mail);
  });

  it('sends to the block’s send key when an editor set one', () => {
    expect(virtualShowcaseForm.mail(values, 'virtual-sales').sendTo).toBe('virtual-sales');
  });

  it('posts to /api/mail/ and rejects on a failed answer', async () => {
    const fetchMock = answerOnceThenFail();

    await virtualShowcaseForm.submit(values, { honeypot: {} });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mail/');
    await expect(virtualShowcaseForm.submit(values, { honeypot: {} })).rejects.toThrow('down');
    vi.unstubAllGlobals();
  });
});
