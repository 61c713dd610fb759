// Writes or changes a mission: its title in each language, the period and kind, the target (the
// fields follow the kind: a count of rounds or sign-in days, an amount of valid bet or deposits, a
// game category for rounds and valid bet), the reward (money, points or both), the mission points,
// the order and the switch. The server checks the whole input (the contract's rules) and its
// per-field messages land on the fields; after a save the editor stays open on the stored mission.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorMission } from '@playdeck/contract/missions';
import { EditDialog } from '../components/EditDialog';
import { useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useSaveMission } from './api/missions';
import { MISSION_FIELDS, toFormValues, toInput, type MissionFormValues } from './mission-form';
import { MissionFields } from './MissionFields';

export interface MissionEditorProps {
  /** The mission to change; null writes a new one. */
  mission: OperatorMission | null;
  onSaved: (mission: OperatorMission) => void;
  onClose: () => void;
}

export function MissionEditor({ mission, onSaved, onClose }: MissionEditorProps) {
  const { t } = useTranslation();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const saveMission = useSaveMission();
  const formId = useId();
  const [stored, setStored] = useState(mission);
  const [savedHere, setSavedHere] = useState(false);
  const form = useForm<MissionFormValues>({ defaultValues: toFormValues(mission) });
  const { handleSubmit, reset, setError } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveMission.mutateAsync({ id: stored?.id ?? null, input: toInput(values) });
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer));
      notice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, MISSION_FIELDS);
    }
  });

  return (
    <EditDialog
      title={
        stored
          ? t('operator.promotions.missions.form.editTitle', { id: stored.id })
          : t('operator.promotions.missions.form.createTitle')
      }
      formId={formId}
      saving={form.formState.isSubmitting}
      saved={savedHere}
      notice={notice.message}
      onClose={onClose}
      size="lg"
    >
      <MissionFields form={form} formId={formId} onSubmit={submit} />
    </EditDialog>
  );
}
