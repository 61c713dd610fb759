// Which mission kinds measure money (pure): their target and progress are amounts, the others counts.
import type { MissionKind } from '@playdeck/contract/missions';

/** Whether a kind measures money (valid bet, deposits) rather than a count (rounds, days). */
export const measuresMoney = (kind: MissionKind) => kind === 'VALID_BET' || kind === 'DEPOSIT';
