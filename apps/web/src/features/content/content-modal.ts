// Which content popup is open (SPEC.md §2 "Modals": public announcements, help centre, legal
// licence). One value, so opening one closes another; any part of the site may open them.
import { createStore, useStore } from '../../lib/store';

export type ContentModal =
  { kind: 'announcements' } | { kind: 'licence' } | { kind: 'help'; topic: string | null } | null;

export const contentModalStore = createStore<ContentModal>(null);

export const openAnnouncements = () => contentModalStore.set({ kind: 'announcements' });
export const openLicence = () => contentModalStore.set({ kind: 'licence' });
export const openHelp = (topic: string | null = null) => contentModalStore.set({ kind: 'help', topic });
export const closeContentModal = () => contentModalStore.set(null);

export function useContentModal(): ContentModal {
  return useStore(contentModalStore);
}
