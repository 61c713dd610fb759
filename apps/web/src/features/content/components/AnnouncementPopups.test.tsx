// Proves the announcement popups of SPEC.md §2: titles left and detail right, Go to promotion only
// for a promotion, 9 titles per page, the audience chosen by the session, and each popup shown once
// per browser session once it has been closed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementsValue } from '@playdeck/contract/content';
import { startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { popupExecutions } from '../announcement-popups';
import { AnnouncementPopups } from './AnnouncementPopups';

const item = (id: number, overrides: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'B',
  execution: 'B',
  title: `Announcement ${id}`,
  content: `<p>Body of ${id}</p>`,
  promotionType: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const page = (list: Announcement[]): AnnouncementsValue => ({
  list,
  pageNo: 1,
  pageSize: 50,
  total: list.length,
  totalPages: 1,
});

const renderPopups = (list: Announcement[], execution = 'B') =>
  renderWithSite(<AnnouncementPopups />, {
    cache: [[['content', 'announcement-popups', 'en', execution], page(list)]],
  });

describe('popupExecutions', () => {
  it('answers B for visitors, A for members and A with F on a first sign-in', () => {
    expect(popupExecutions({ isLogin: false, isFirstLogin: false })).toEqual(['B']);
    expect(popupExecutions({ isLogin: true, isFirstLogin: false })).toEqual(['A']);
    expect(popupExecutions({ isLogin: true, isFirstLogin: true })).toEqual(['A', 'F']);
  });
});

describe('AnnouncementPopups', () => {
  it('shows the titles on the left and the chosen detail on the right', async () => {
    const { user } = renderPopups([item(1), item(2, { promotionType: 'VIP', type: 'PR' })]);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const titles = within(dialog).getByRole('navigation', { name: 'Announcement titles' });
    expect(
      within(titles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['BulletinAnnouncement 1', 'PromotionAnnouncement 2']);
    expect(within(dialog).getByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body of 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Go to promotion' })).toBeNull();

    await user.click(within(titles).getByRole('button', { name: /Announcement 2/ }));
    expect(within(dialog).getByRole('heading', { name: 'Announcement 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go to promotion' })).toBeInTheDocument();
  });

  it('pages the titles by 9', async () => {
    const { user } = renderPopups(Array.from({ length: 11 }, (_, index) => item(index + 1)));
    const titles = await screen.findByRole('navigation', { name: 'Announcement titles' });
    expect(within(titles).getAllByRole('button', { name: /^Bulletin/ })).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(
      within(titles)
        .getAllByRole('button', { name: /^Bulletin/ })
        .map((b) => b.textContent),
    ).toEqual(['BulletinAnnouncement 10', 'BulletinAnnouncement 11']);
    expect(screen.getByRole('heading', { name: 'Announcement 10' })).toBeInTheDocument();
  });

  it('shows a popup once per session: closed, it stays closed on the next visit', async () => {
    const { user, unmount } = renderPopups([item(1)]);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderPopups([item(1), item(3)]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Announcement 1')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Announcement 3' })).toBeInTheDocument();
  });

  it('asks for the signed-in audience once signed in', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderPopups([item(5, { execution: 'A', title: 'For members' })], 'A');
    expect(await screen.findByRole('heading', { name: 'For members' })).toBeInTheDocument();
  });

  it('shows nothing when there is no popup', () => {
    renderPopups([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
