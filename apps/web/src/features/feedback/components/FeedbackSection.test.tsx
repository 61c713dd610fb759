// Proves the member centre's feedback (issue 18 item 2): the live count of the 140 characters the
// text may hold, images checked by their bytes before sending (a GIF named .png refused, a fourth
// image refused), the feedback sent with PUT as type, text and base64 images, the server's refusals
// shown on their fields (the text, one image), the member's feedback with its status and the answer,
// and a trial account told that feedback is for real accounts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Feedback } from '@playdeck/contract/feedback';
import { endSession, startSession } from '../../../lib/session';
import { toBase64 } from '../../../lib/upload-images';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { FeedbackSection } from './FeedbackSection';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 4, 5, 6];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 7, 8];
const file = (name: string, bytes: number[], type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

const answered: Feedback = {
  id: 7,
  type: 'PAYMENT',
  content: 'My deposit took an hour',
  imageCount: 1,
  status: 'ANSWERED',
  answer: 'Sorry: the bank was slow that day.',
  answeredAt: '2026-11-28T11:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
};
const page = (list: Feedback[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 });

function renderSection(put: Handler = (request) => ({ body: { success: true, value: request.body } })) {
  startSession('token-1', { account: 'player01', type: 0 });
  const api = stubAgentApi({ 'GET /api/feedback': page([answered]), 'PUT /api/feedback': put });
  return { ...renderWithSite(<FeedbackSection />), api };
}

describe('FeedbackSection', () => {
  it('counts the characters live and stops at 140', async () => {
    const { user } = renderSection();
    const text = await screen.findByRole('textbox', { name: 'Your feedback' });
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('0 / 140');
    await user.type(text, 'Hello');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('5 / 140');
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(150));
    expect(text).toHaveValue('x'.repeat(140));
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('140 / 140');
  });

  it('checks the images by their bytes and sends type, text and images with PUT', async () => {
    const { user, api } = renderSection();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'About' }), 'BUG');
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'The lobby froze');
    const input = screen.getByLabelText('Images');
    await user.upload(input, [
      file('photo.png', GIF),
      file('a.png', PNG),
      file('b.jpg', JPEG, 'image/jpeg'),
      file('c.png', PNG),
      file('d.png', PNG),
    ]);
    const refusals = await screen.findByTestId('image-refusals');
    expect(within(refusals).getByText('photo.png: Images must be PNG or JPG')).toBeInTheDocument();
    expect(within(refusals).getByText('d.png: At most 3 images')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.queryByRole('img', { name: 'Image 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText(
        'Thank you: your feedback has been sent. The answer will reach your internal messages.',
      ),
    ).toBeInTheDocument();
    expect(api.last('PUT /api/feedback')?.body).toEqual({
      type: 'BUG',
      content: 'The lobby froze',
      images: [PNG, JPEG].map((bytes) => toBase64(new Uint8Array(bytes))),
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Image 1' })).not.toBeInTheDocument();
  });

  it("shows the server's refusals on the text and on the image they name, sending nothing else", async () => {
    const { user, api } = renderSection(() =>
      refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
        content: 'Please enter at most 140 characters',
        'images.1': 'Each image must be at most 5 MB',
      }),
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Your feedback' }),
      'Too long, says the server',
    );
    await user.upload(screen.getByLabelText('Images'), [file('a.png', PNG), file('b.png', PNG)]);
    await screen.findByRole('img', { name: 'Image 2' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findAllByText('Please enter at most 140 characters')).not.toHaveLength(0);
    const second = screen.getByText('Each image must be at most 5 MB').closest('li')!;
    expect(within(second).getByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    expect(api.to('PUT /api/feedback')).toHaveLength(1);
  });

  it('refuses empty feedback in the browser without calling the server', async () => {
    const { user, api } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findAllByText('Input cannot be empty')).not.toHaveLength(0);
    expect(api.to('PUT /api/feedback')).toHaveLength(0);
  });

  it("lists the member's feedback with its status and the operator's answer", async () => {
    renderSection();
    const item = await screen.findByTestId('feedback-item');
    expect(item).toHaveTextContent('Deposit or withdrawal');
    expect(item).toHaveTextContent('Answered');
    expect(item).toHaveTextContent('My deposit took an hour');
    expect(item).toHaveTextContent('1 image');
    expect(within(item).getByTestId('feedback-answer')).toHaveTextContent(
      'Sorry: the bank was slow that day.',
    );
  });

  it('tells a trial account that feedback is for real accounts', () => {
    startSession('token-1', { account: 'guest', type: 4 });
    const api = stubAgentApi({});
    renderWithSite(<FeedbackSection />);
    expect(screen.getByText('Feedback is for real accounts.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/api/feedback')).toHaveLength(0);
  });
});
