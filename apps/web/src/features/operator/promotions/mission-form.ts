// A mission's form values and the contract's input, both ways. What the target measures follows the
// kind: a count for ROUNDS (rounds) and SIGN_IN (days), an amount for VALID_BET and DEPOSIT, and a
// game category for ROUNDS and VALID_BET. The form keeps every field while the operator switches
// kinds; the input sends the ones the kind does not use as the contract's defaults, so that a mission
// never keeps a target it does not measure.
import type { GameType } from '@playdeck/contract/lobby';
import type { MissionInput, MissionKind, MissionPeriod, OperatorMission } from '@playdeck/contract/missions';
import { hasCategory, isCountKind } from './reward-words';
import { toAmount, toWholeNumber } from './reward-form-values';

export interface MissionFormValues {
  title: { vi: string; en: string };
  period: MissionPeriod;
  kind: MissionKind;
  category: 'ALL' | GameType;
  targetCount: string;
  targetAmount: string;
  rewardAmount: string;
  rewardPoints: string;
  missionPoints: string;
  enabled: boolean;
  sortOrder: string;
}

/** The fields a refusal can name: the contract's names, which are the form's too. */
export const MISSION_FIELDS = [
  'title.vi',
  'title.en',
  'period',
  'kind',
  'category',
  'targetCount',
  'targetAmount',
  'rewardAmount',
  'rewardPoints',
  'missionPoints',
  'enabled',
  'sortOrder',
] as const;

/** The form of a mission, or of a new one (a daily mission of 10 rounds in any game). */
export function toFormValues(mission: OperatorMission | null): MissionFormValues {
  return {
    title: { vi: mission?.title.vi ?? '', en: mission?.title.en ?? '' },
    period: mission?.period ?? 'DAILY',
    kind: mission?.kind ?? 'ROUNDS',
    category: (mission?.category ?? 'ALL') as MissionFormValues['category'],
    targetCount: String(mission && mission.targetCount > 0 ? mission.targetCount : 10),
    targetAmount: mission?.targetAmount ?? '0.00',
    rewardAmount: mission?.rewardAmount ?? '0.00',
    rewardPoints: String(mission?.rewardPoints ?? 0),
    missionPoints: String(mission?.missionPoints ?? 10),
    enabled: mission?.enabled ?? true,
    sortOrder: String(mission?.sortOrder ?? 0),
  };
}

/** The whole input the API takes for a create or a replace. */
export function toInput(values: MissionFormValues): MissionInput {
  const counts = isCountKind(values.kind);
  return {
    title: { vi: values.title.vi, en: values.title.en },
    period: values.period,
    kind: values.kind,
    category: hasCategory(values.kind) ? values.category : 'ALL',
    targetCount: counts ? toWholeNumber(values.targetCount, 0) : 0,
    targetAmount: counts ? '0.00' : toAmount(values.targetAmount),
    rewardAmount: toAmount(values.rewardAmount),
    rewardPoints: toWholeNumber(values.rewardPoints, 0),
    missionPoints: toWholeNumber(values.missionPoints, 0),
    enabled: values.enabled,
    sortOrder: toWholeNumber(values.sortOrder, 0),
  };
}
