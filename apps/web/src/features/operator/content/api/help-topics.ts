// The operator's help topics: every topic in every language; write or replace the topic of a code
// (the /help#code anchor) in a language, and take one down.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPaths, type HelpTopicInput, type OperatorHelpTopic } from '@playdeck/contract/content';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import type { ContentLanguage } from '../content-language';

export const operatorHelpTopicsQueryKey = ['operator', 'content', 'help-topics'] as const;

export type HelpTopicKey = { code: string; language: ContentLanguage };

const helpTopicPath = ({ code, language }: HelpTopicKey) =>
  contentPaths.operatorHelpTopic
    .replace(':code', encodeURIComponent(code))
    .replace(':lang', encodeURIComponent(language));

export const fetchOperatorHelpTopics = () => api.get<OperatorHelpTopic[]>(contentPaths.operatorHelpTopics);

/** Writes the topic of a code in a language, replacing the one already there. */
export const saveHelpTopic = (key: HelpTopicKey, input: HelpTopicInput) =>
  api.put<OperatorHelpTopic>(helpTopicPath(key), input);

export const deleteHelpTopic = (key: HelpTopicKey) => api.delete<null>(helpTopicPath(key));

export function useOperatorHelpTopics() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorHelpTopicsQueryKey, token],
    queryFn: fetchOperatorHelpTopics,
    enabled: token !== null,
  });
}

export function useSaveHelpTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: HelpTopicKey; input: HelpTopicInput }) => saveHelpTopic(key, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorHelpTopicsQueryKey }),
  });
}

export function useDeleteHelpTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHelpTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorHelpTopicsQueryKey }),
  });
}
