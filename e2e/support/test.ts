// The journeys' `test`: Playwright's, with every tab starting as one that has already closed the
// site's announcement popups (SPEC.md §2: each is shown once per session), so that a journey about
// something else is not met by a popup over the page. The announcements journey uses Playwright's
// own `test` and sees them.
import { test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

const SEEN_POPUPS_KEY = 'playdeck.announcementPopupsSeen';

/** Every live popup's id, for every audience and language. */
async function popupIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (const lang of ['vi', 'en']) {
    const response = await request.get(`/api/content/announcements?execution=A,F,B&pageSize=50&lang=${lang}`);
    if (!response.ok()) throw new Error(`announcements failed: ${await response.text()}`);
    ids.push(...(await response.json()).value.list.map((item: { id: number }) => item.id));
  }
  return ids;
}

/** Marks the live popups as closed in every tab the context opens. */
export async function closeAnnouncementPopups(context: BrowserContext, request: APIRequestContext) {
  const seen = JSON.stringify(await popupIds(request));
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SEEN_POPUPS_KEY, seen] as const,
  );
}

export const test = base.extend({
  context: async ({ context, request }, use) => {
    await closeAnnouncementPopups(context, request);
    await use(context);
  },
});

export { expect };
export type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
