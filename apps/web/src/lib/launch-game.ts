// POST /api/lobby/launch: a game's address with a one-time launch token. The lobby opens it in the
// game popup and the lottery pages in their frame, so the call lives below both features.
// POST /api/lobby/demo: the same in play money (free play), for a visitor or a member.
import { lobbyPaths, type LaunchRequest, type LaunchValue } from '@playdeck/contract/lobby';
import { api } from './api-client';

export const launchGame = (request: LaunchRequest) => api.post<LaunchValue>(lobbyPaths.launch, request);

export const launchDemo = (gameId: number) => api.post<LaunchValue>(lobbyPaths.demo, { gameId });
