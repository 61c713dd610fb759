// The legal licence per language: read through the public call (the operator reads what visitors
// read, null while none is published) and published with the operator's PUT.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPaths, type Licence, type LicenceInput } from '@playdeck/contract/content';
import { api } from '../../../../lib/api-client';
import type { ContentLanguage } from '../content-language';

export const operatorLicenceQueryKey = ['operator', 'content', 'licence'] as const;

export const fetchLicence = (language: ContentLanguage) =>
  api.get<Licence | null>(contentPaths.licence, { query: { lang: language } });

export const saveLicence = (language: ContentLanguage, input: LicenceInput) =>
  api.put<Licence>(contentPaths.operatorLicence.replace(':lang', language), input);

export function useLicence(language: ContentLanguage) {
  return useQuery({
    queryKey: [...operatorLicenceQueryKey, language],
    queryFn: () => fetchLicence(language),
  });
}

/** Publishes the licence of a language and keeps the answer (the stored, sanitised licence). */
export function useSaveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, input }: { language: ContentLanguage; input: LicenceInput }) =>
      saveLicence(language, input),
    onSuccess: (licence, { language }) =>
      queryClient.setQueryData([...operatorLicenceQueryKey, language], licence),
  });
}
