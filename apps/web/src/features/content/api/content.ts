// Notices, help topics, banners, announcements and the licence in the current interface language.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  AnnouncementExecution,
  AnnouncementsValue,
  Banner,
  HelpTopic,
  Licence,
  Notice,
} from '@playdeck/contract/content';
import { ANNOUNCEMENT_TYPES, ANNOUNCEMENTS_PAGE_SIZE, contentPaths } from '@playdeck/contract/content';
import { api } from '../../../lib/api-client';

export function useNotices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'notices', i18n.language],
    queryFn: () => api.get<Notice[]>(contentPaths.notices, { query: { lang: i18n.language } }),
    staleTime: 5 * 60_000,
  });
}

export function useHelpTopics() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'help', i18n.language],
    queryFn: () => api.get<HelpTopic[]>(contentPaths.help, { query: { lang: i18n.language } }),
    staleTime: 30 * 60_000,
  });
}

/** Banners of a group (SPEC.md §3 "Banner"; the home carousel is w_home). */
export function useBanners(groupName: Banner['groupName'] = 'w_home') {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'banners', groupName, i18n.language],
    queryFn: () => api.get<Banner[]>(contentPaths.banners, { query: { groupName, lang: i18n.language } }),
    staleTime: 5 * 60_000,
  });
}

/** SPEC.md §7: announcements of types 'B,PL,PU,PR,H' for platform W. */
const ANNOUNCEMENT_QUERY = { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W' } as const;

/** One page (9) of the announcement list. */
export function useAnnouncements(pageNo: number, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'announcements', i18n.language, pageNo],
    queryFn: () =>
      api.get<AnnouncementsValue>(contentPaths.announcements, {
        query: { ...ANNOUNCEMENT_QUERY, pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE, lang: i18n.language },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The popups for the visitor's audiences (A signed in, F first sign-in, B anonymous), up to 50. */
export function useAnnouncementPopups(executions: readonly AnnouncementExecution[]) {
  const { i18n } = useTranslation();
  const execution = executions.join(',');
  return useQuery({
    queryKey: ['content', 'announcement-popups', i18n.language, execution],
    queryFn: () =>
      api.get<AnnouncementsValue>(contentPaths.announcements, {
        query: { ...ANNOUNCEMENT_QUERY, execution, pageSize: 50, lang: i18n.language },
      }),
    staleTime: 5 * 60_000,
  });
}

export function useLicence(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'licence', i18n.language],
    queryFn: () => api.get<Licence | null>(contentPaths.licence, { query: { lang: i18n.language } }),
    enabled,
    staleTime: 30 * 60_000,
  });
}
