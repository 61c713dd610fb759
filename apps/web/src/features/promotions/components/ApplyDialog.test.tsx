// Proves the application dialog checks each image in the browser as SPEC.md §5 asks, by its bytes:
// a GIF named .png, a 6 MB PNG and a fourth image are refused with their reasons, the accepted ones
// show as previews, and the application sends the note and the images as base64; the server's refusal
// of one image lands on that image.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { toBase64 } from '../../../lib/upload-images';
import { PromotionsPage } from '../pages/PromotionsPage';
import { promotion } from '../test-data';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 4, 5, 6];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 7, 8];
const file = (name: string, bytes: number[] | Uint8Array, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

const guards: ActionGuards = {
  requireLogin: () => true,
  requireRealAccount: () => true,
  startFreePlay: async () => undefined,
};
const applying = promotion({ id: 3, title: 'Show your win', status: 'process', trigger: 'APPLICATION' });

beforeEach(() => startSession('token-1', { account: 'player01', type: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

async function openDialog(apply: Handler = { ...applying, status: 'applying' }) {
  const api = stubAgentApi({
    'GET /api/promotions': { list: [applying], availablePromoCount: 0 },
    'GET /api/promotions/rewards': { list: [], availablePromoCount: 0 },
    'POST /api/promotions/3/apply': apply,
  });
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <PromotionsPage />
    </ActionGuardsProvider>,
  );
  await rendered.user.click(await screen.findByRole('button', { name: 'Apply' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Apply: Show your win' }));
  return { ...rendered, api, dialog, input: dialog.getByLabelText('Images') };
}

describe('ApplyDialog', () => {
  it('refuses a GIF by its bytes and a 6 MB image, and accepts PNG and JPEG', async () => {
    const { user, dialog, input } = await openDialog();
    await user.upload(input, [
      file('proof.png', GIF),
      file('big.png', new Uint8Array(6 * 1024 * 1024)),
      file('win.png', PNG),
      file('slip.jpg', JPEG, 'image/jpeg'),
    ]);
    const refusals = await dialog.findByTestId('image-refusals');
    expect(within(refusals).getByText('proof.png: Images must be PNG or JPG')).toBeInTheDocument();
    expect(within(refusals).getByText('big.png: Each image must be at most 5 MB')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${toBase64(new Uint8Array(PNG))}`,
    );
    expect(dialog.getByRole('img', { name: 'Image 2' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
  });

  it('refuses a fourth image, and sends the note with the three images', async () => {
    const { user, dialog, input, api } = await openDialog();
    await user.upload(input, [file('a.png', PNG), file('b.png', PNG), file('c.jpg', JPEG, 'image/jpeg')]);
    await dialog.findByRole('img', { name: 'Image 3' });
    await user.upload(input, [file('d.png', PNG)]);
    expect(await dialog.findByText('d.png: At most 3 images')).toBeInTheDocument();
    expect(dialog.queryByRole('img', { name: 'Image 4' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Big win on Monday');
    await user.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application has been sent for review.')).toBeInTheDocument();
    expect(api.last('POST /api/promotions/3/apply')?.body).toEqual({
      note: 'Big win on Monday',
      images: [PNG, PNG, JPEG].map((bytes) => toBase64(new Uint8Array(bytes))),
    });
  });

  it('puts the server refusal of one image on that image', async () => {
    const { user, dialog, input } = await openDialog(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        message: 'Invalid input',
        fields: { 'images.1': 'Images must be PNG or JPG' },
      },
    }));
    await user.upload(input, [file('a.png', PNG), file('b.png', PNG)]);
    await dialog.findByRole('img', { name: 'Image 2' });
    await user.click(dialog.getByRole('button', { name: 'Send application' }));
    const second = (await dialog.findByText('Images must be PNG or JPG')).closest('li')!;
    expect(within(second).getByRole('img', { name: 'Image 2' })).toBeInTheDocument();
  });
});
