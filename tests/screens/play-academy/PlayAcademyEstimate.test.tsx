// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlayAcademyEstimate } from '@/screens/play-academy/PlayAcademyEstimate.client';
import { useEnquiryRequest } from '@/stores/enquiryRequest';

const ACTION = '/events/school-events/play-academy/estimate/';
const REQUEST = { path: '/', anchor: 'book-your-play-academy-labs' };

afterEach(() => {
  useEnquiryRequest.setState({ request: undefined });
  // The no-script case writes the server's markup straight into the document.
  document.body.innerHTML = '';
});

function renderEstimate(props: Partial<Parameters<typeof PlayAcademyEstimate>[0]> = {}) {
  const user = userEvent.setup();
  render(<PlayAcademyEstimate initial={{}} action={ACTION} request={REQUEST} {...props} />);
  return user;
}

const result = () => document.getElementById('play-academy-estimate')!;
const students = () => screen.getByRole('spinbutton', { name: 'Number of students' });

describe('the Play Academy estimate', () => {
  it('prices 25 students doing 3 labs at $20.99 each, $524.75 plus tax and the fee', async () => {
    const user = renderEstimate();
    expect(result()).toHaveTextContent(/^Choose the labs and the number of students/);
    for (const lab of ['Bowl Like a Boss', 'Up Your Game With Science', /Bouncing Beams/]) {
      await user.click(screen.getByRole('checkbox', { name: lab }));
    }
    await user.type(students(), '25');
    const figures = within(result());
    expect(figures.getByText('Per student').nextSibling).toHaveTextContent('$20.99');
    expect(figures.getByText('Total').nextSibling).toHaveTextContent('$524.75');
    expect(result()).toHaveTextContent(
      'Plus tax and the facilitator fee ($40.00 per lab hour for the whole group).',
    );
  });

  it('adds the pizza lab’s $1.99, and prices the Scholarship Pack on its own', async () => {
    const user = renderEstimate();
    await user.click(screen.getByRole('checkbox', { name: /Fair Piece of the Pie/ }));
    await user.type(students(), '10');
    expect(within(result()).getByText('Total').nextSibling).toHaveTextContent('$149.80');

    await user.click(screen.getByRole('radio', { name: /Scholarship Pack/ }));
    expect(screen.getByRole('group', { name: 'Labs (1 to 4)' })).toBeDisabled();
    expect(within(result()).getByText('Total').nextSibling).toHaveTextContent('$259.90');
  });

  it('says what is missing once the teacher asks for the estimate', async () => {
    const user = renderEstimate();
    await user.type(students(), '8');
    await user.click(screen.getByRole('button', { name: 'See the estimate' }));
    expect(screen.getByRole('checkbox', { name: 'Bowl Like a Boss' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Labs (1 to 4)' })).toHaveAccessibleDescription(
      'Choose from 1 to 4 labs.',
    );
    expect(students()).toHaveAttribute('aria-invalid', 'true');
    expect(students()).toHaveAccessibleDescription(
      'At least 10, at most 500. Enter the number of students: at least 10.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Bowl Like a Boss' }));
    await user.clear(students());
    await user.type(students(), '10');
    await user.click(screen.getByRole('button', { name: 'See the estimate' }));
    expect(result()).toHaveFocus();
    expect(result()).toHaveTextContent('$129.90');
  });

  it('fills the page’s enquiry form with the visit and its figures on “Request this visit”', async () => {
    const user = renderEstimate();
    await user.click(screen.getByRole('checkbox', { name: 'Bowl Like a Boss' }));
    await user.type(students(), '12');
    const requestLink = screen.getByRole('link', { name: 'Request this visit' });
    expect(requestLink).toHaveAttribute('href', '/#book-your-play-academy-labs');
    await user.click(requestLink);
    expect(useEnquiryRequest.getState().request).toMatchObject({
      path: '/',
      values: {
        Booking: 'Play Academy Experience',
        'Additional Info':
          'Play Academy estimate: 1 lab (Bowl Like a Boss) for 12 students, $12.99 per student, $155.88 in all, plus tax and the facilitator fee ($40.00 per lab hour for the whole group).',
      },
    });
  });

  it('is a form the browser can send without script, to the estimate’s own address', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <PlayAcademyEstimate
        initial={{ labs: ['pizza'], students: '30' }}
        action={ACTION}
        request={REQUEST}
        sent
      />,
    );
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `${ACTION}#play-academy-estimate`);
    expect([...new FormData(form).entries()]).toEqual([
      ['package', 'labs'],
      ['labs', 'pizza'],
      ['students', '30'],
    ]);
    // The server answers the sent choices with their figures.
    expect(result()).toHaveTextContent('$14.98');
    expect(result()).toHaveTextContent('$449.40');
  });
});
