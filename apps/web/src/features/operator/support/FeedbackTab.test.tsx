// Proves the support desk's feedback tab: the open feedback listed with its member and text, the
// status filter asked for by name, one feedback shown with its text and its images (fetched with the
// operator's token), the answer sent and the feedback then shown as answered, and a refusal of the
// answer shown where the operator typed it.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OperatorFeedback } from '@playdeck/contract/feedback';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { FeedbackTab } from './FeedbackTab';

setUpOperatorTests();

const LIST = '/api/operator/feedback';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const open: OperatorFeedback = {
  id: 21,
  type: 'BUG',
  content: 'The lobby froze on the fish game',
  imageCount: 1,
  status: 'OPEN',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  member: { id: 5, username: 'demo' },
  answeredBy: null,
  images: [{ position: 0, mimeType: 'image/png', url: `${LIST}/21/images/0` }],
};

function stubDesk(answer?: () => unknown) {
  let feedback = open;
  const api = stubApi({
    [`GET ${LIST}`]: (call) => page(call.query.get('status') === 'ANSWERED' ? [] : [feedback]),
    [`GET ${LIST}/21`]: () => feedback,
    [`GET ${LIST}/21/images/0`]: () => new Response(PNG, { headers: { 'content-type': 'image/png' } }),
    [`POST ${LIST}/21/answer`]:
      answer ??
      ((call) => {
        feedback = {
          ...feedback,
          status: 'ANSWERED',
          answer: (call.body as { answer: string }).answer,
          answeredBy: 'operator',
          answeredAt: '2026-11-28T10:05:00.000Z',
        };
        return feedback;
      }),
  });
  return api;
}

describe('FeedbackTab', () => {
  it('shows a feedback with its image, answers it, and then shows it answered', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:image-0', revokeObjectURL: () => {} }),
    );
    const api = stubDesk();
    const { user } = renderWithSite(<FeedbackTab />);
    const item = await screen.findByTestId('support-feedback');
    expect(item).toHaveTextContent('demo');
    expect(item).toHaveTextContent('The lobby froze on the fish game');
    expect(item).toHaveTextContent('Open');
    expect(api.callsTo('GET', LIST)[0]!.query.get('status')).toBe('OPEN');
    await user.click(item);
    expect(await screen.findByTestId('feedback-content')).toHaveTextContent(
      'The lobby froze on the fish game',
    );
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'blob:image-0');
    const imageCall = api.callsTo('GET', `${LIST}/21/images/0`)[0]!;
    expect(imageCall).toBeDefined();

    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Fixed in today’s update');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByTestId('feedback-given-answer')).toHaveTextContent('Fixed in today’s update');
    expect(screen.getByText(/Answered by operator/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Answer' })).toBeNull();
    expect(api.callsTo('POST', `${LIST}/21/answer`)[0]!.body).toEqual({ answer: 'Fixed in today’s update' });

    await user.click(screen.getByRole('button', { name: 'Answered' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET', LIST).some((call) => call.query.get('status') === 'ANSWERED')).toBe(true),
    );
  }, 30_000);

  it('shows a refused answer where it was typed', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:image-0', revokeObjectURL: () => {} }),
    );
    stubDesk(() => refusal(409, 'FEEDBACK_ANSWERED', 'This feedback has already been answered'));
    const { user } = renderWithSite(<FeedbackTab />);
    await user.click(await screen.findByTestId('support-feedback'));
    await user.type(await screen.findByRole('textbox', { name: 'Answer' }), 'Late answer');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback has already been answered');
  });
});
