// The house sportsbook's fixtures for the operator: GET /api/operator/sportsbook/fixtures?sport=…
// (one sport's listed fixtures with what their open bets have at stake, not paged: a sport has a few
// dozen at most) and POST …/fixtures/:fixtureId/cancel (every selection on the fixture becomes void;
// 404 FIXTURE_NOT_FOUND, 409 FIXTURE_CLOSED when it is already settled or cancelled).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sportsbookPaths,
  type OperatorCancelValue,
  type OperatorSportsbookFixturesValue,
  type SportsbookSport,
} from '@playdeck/contract/sportsbook';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

/** Fixtures go live and end on their own and bets keep coming, so the open list is read again this often. */
export const SPORTSBOOK_REFRESH_MS = 15_000;

export const operatorSportsbookQueryKey = ['operator', 'games', 'sportsbook'] as const;

export const fetchSportsbookFixtures = (sport: SportsbookSport) =>
  api.get<OperatorSportsbookFixturesValue>(sportsbookPaths.operatorFixtures, { query: { sport } });

export const cancelFixture = ({ fixtureId, reason }: { fixtureId: string; reason: string }) =>
  api.post<OperatorCancelValue>(
    sportsbookPaths.operatorCancel.replace(':fixtureId', encodeURIComponent(fixtureId)),
    { reason },
  );

export function useSportsbookFixtures(sport: SportsbookSport) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorSportsbookQueryKey, token, sport],
    queryFn: () => fetchSportsbookFixtures(sport),
    enabled: token !== null,
    refetchInterval: SPORTSBOOK_REFRESH_MS,
  });
}

/**
 * Cancels a fixture. The list refreshes after every attempt, also a refused one: the fixture may
 * have been settled meanwhile.
 */
export function useCancelFixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFixture,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorSportsbookQueryKey }),
  });
}
