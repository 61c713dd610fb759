// The operator's missions (issue 15 item 6), in the order members see them: each one's title, period,
// kind, target, reward, the mission points a claim adds to the week's leaderboard, the claims in the
// current period and its switch, with Create and Edit opening the editor. The editor stays open after
// a save; the list refreshes behind it.
import { useTranslation } from 'react-i18next';
import type { OperatorMission } from '@playdeck/contract/missions';
import { Button } from '../../../ui/Button';
import { EnabledBadge } from '../components/EnabledBadge';
import { StackedCell } from '../components/StackedCell';
import { useOperatorMissions } from './api/missions';
import { ItemListPanel } from './ItemListPanel';
import { MissionEditor } from './MissionEditor';
import { languageOrder } from './reward-form-values';
import { useRewardWords } from './reward-words';
import cells from '../components/cells.module.css';
import { IfAllowed } from '../components/staff-rights';

const MISSIONS = 'operator.promotions.missions';

function MissionRow({ mission, onEdit }: { mission: OperatorMission; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const words = useRewardWords();
  const [first, second] = languageOrder(i18n.language);
  return (
    <tr>
      <td>#{mission.id}</td>
      <td>
        <StackedCell main={mission.title[first]} note={mission.title[second]} />
      </td>
      <td>{words.period(mission.period)}</td>
      <td>{words.missionKind(mission.kind)}</td>
      <td>{words.missionTarget(mission)}</td>
      <td>{words.missionReward(mission)}</td>
      <td>{mission.missionPoints}</td>
      <td>{mission.claims}</td>
      <td>
        <EnabledBadge enabled={mission.enabled} />
      </td>
      <td>{mission.sortOrder}</td>
      <td className={cells.sticky}>
        <IfAllowed>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(`${MISSIONS}.editOne`, { id: mission.id })}
            onClick={onEdit}
          >
            {t('operator.edit')}
          </Button>
        </IfAllowed>
      </td>
    </tr>
  );
}

export function MissionsTab() {
  const { t } = useTranslation();
  const query = useOperatorMissions();
  return (
    <ItemListPanel
      title={t(`${MISSIONS}.title`)}
      lead={t(`${MISSIONS}.lead`)}
      createLabel={t(`${MISSIONS}.create`)}
      query={query}
      totalText={(count) => t(`${MISSIONS}.total`, { count })}
      emptyTitle={t(`${MISSIONS}.empty`)}
      tableTestId="operator-missions"
      head={
        <>
          <th scope="col">{t(`${MISSIONS}.columns.id`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.title`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.period`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.kind`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.target`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.reward`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.missionPoints`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.claims`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.enabled`)}</th>
          <th scope="col">{t(`${MISSIONS}.columns.sortOrder`)}</th>
          <th scope="col" className={cells.sticky}>
            {t('operator.actions')}
          </th>
        </>
      }
      row={(mission, edit) => <MissionRow key={mission.id} mission={mission} onEdit={edit} />}
      editor={(mission, events) => <MissionEditor mission={mission} {...events} />}
      savedText={(saved) => t(`${MISSIONS}.saved`, { id: saved.id })}
    />
  );
}
