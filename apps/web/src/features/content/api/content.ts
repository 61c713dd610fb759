// Notices, help topics and banners in the current interface language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner, HelpTopic, Notice } from '@playdeck/contract/content';
import { contentPaths } from '@playdeck/contract/content';
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
