// The tone of each activity status's badge (SPEC.md §3).
import type { ActivityStatus } from '@playdeck/contract/promotions';
import type { StatusTone } from '../../ui/StatusBadge';

export const ACTIVITY_TONES: Record<ActivityStatus, StatusTone> = {
  join: 'info',
  claim: 'success',
  applying: 'warning',
  close: 'neutral',
  rejected: 'danger',
  issued: 'success',
  claimed: 'neutral',
  process: 'info',
  signed: 'success',
  coming: 'neutral',
};
