// Writes or changes a mission: its title in each language, the period and kind, the target (the
// fields follow the kind: a count of rounds or sign-in days, an amount of valid bet or deposits, a
// game category for rounds and valid bet), the reward (money, points or both), the mission points,
// the order and the switch. The server checks the whole input (the contract's rules) and its
// per-field messages land on the fields; after a save the editor stays open on the stored mission
// (use-item-editor).
import type { OperatorMission } from '@playdeck/contract/missions';
import { useSaveMission } from './api/missions';
import { ItemEditorDialog } from './ItemEditorDialog';
import { MISSION_FIELDS, toFormValues, toInput } from './mission-form';
import { MissionFields } from './MissionFields';
import { useItemEditor, type ItemEditorEvents } from './use-item-editor';

export interface MissionEditorProps extends ItemEditorEvents<OperatorMission> {
  /** The mission to change; null writes a new one. */
  mission: OperatorMission | null;
}

export function MissionEditor({ mission, ...events }: MissionEditorProps) {
  const saveMission = useSaveMission();
  const { form, submit, dialog } = useItemEditor({
    item: mission,
    words: 'operator.promotions.missions.form',
    toFormValues,
    toInput,
    save: saveMission.mutateAsync,
    fields: MISSION_FIELDS,
    ...events,
  });
  return (
    <ItemEditorDialog dialog={dialog} size="lg" onSubmit={submit}>
      <MissionFields form={form} />
    </ItemEditorDialog>
  );
}
