// The house studio's operator options: the least time between two spins of one player.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { housePaths, type HouseSettings, type HouseSettingsUpdate } from '@playdeck/contract/house';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const houseSettingsQueryKey = ['operator', 'games', 'house-settings'] as const;

export const fetchHouseSettings = () => api.get<HouseSettings>(housePaths.operatorSettings);

/** Changes the options sent (the others keep their values); answers them all. */
export const saveHouseSettings = (settings: HouseSettingsUpdate) =>
  api.put<HouseSettings>(housePaths.operatorSettings, settings);

export function useHouseSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...houseSettingsQueryKey, token],
    queryFn: fetchHouseSettings,
    enabled: token !== null,
  });
}

/** Saves the settings; resolves once they have been fetched again. */
export function useSaveHouseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHouseSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: houseSettingsQueryKey }),
  });
}
