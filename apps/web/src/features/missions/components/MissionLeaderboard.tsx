// The week's mission leaderboard (SPEC.md §2 member centre "mission leaderboard"): the current or the
// previous week (Monday to Sunday, site days), each line's rank, masked name and mission points, the
// member's own line marked, and the member's rank below when it is outside the list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@playdeck/contract/missions';
import { classNames } from '../../../ui/class-names';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Panel, PanelNote } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { Tabs } from '../../../ui/Tabs';
import { useLeaderboard, type LeaderboardWeek } from '../api/leaderboard';
import styles from './missions.module.css';

export function MissionLeaderboard() {
  const { t } = useTranslation();
  const [week, setWeek] = useState<LeaderboardWeek>('current');
  const query = useLeaderboard(week);
  const board = query.data;
  return (
    <Panel title={t('missions.leaderboard.title')}>
      <Tabs
        aria-label={t('missions.leaderboard.week')}
        value={week}
        onValueChange={(value) => setWeek(value === 'previous' ? 'previous' : 'current')}
        items={[
          { value: 'current', label: t('missions.leaderboard.current') },
          { value: 'previous', label: t('missions.leaderboard.previous') },
        ]}
      />
      <ReportState
        query={query}
        empty={board?.list.length === 0}
        emptyText={t('missions.leaderboard.empty')}
        searchFields={[]}
      />
      {board ? (
        <PanelNote data-testid="leaderboard-week">
          {t('missions.leaderboard.range', { from: board.weekFrom, to: board.weekTo })}
        </PanelNote>
      ) : null}
      {board && board.list.length > 0 ? <BoardTable board={board} /> : null}
      {board?.self && !board.list.some((line) => line.self) ? (
        <p className={styles.selfLine} data-testid="leaderboard-self">
          {t('missions.leaderboard.selfOutside', {
            rank: board.self.rank,
            count: board.self.missionPoints,
          })}
        </p>
      ) : null}
    </Panel>
  );
}

function BoardTable({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  return (
    <DataTable aria-label={t('missions.leaderboard.title')} data-testid="leaderboard">
      <DataTableHead
        columns={[
          { key: 'rank', header: t('missions.leaderboard.rank'), numeric: true },
          { key: 'name', header: t('missions.leaderboard.name') },
          { key: 'points', header: t('missions.leaderboard.points'), numeric: true },
        ]}
      />
      <tbody>
        {board.list.map((line) => (
          <tr
            key={`${line.rank}-${line.name}`}
            className={classNames(line.self && styles.selfRow)}
            aria-current={line.self ? 'true' : undefined}
          >
            <td className={numericCell}>{line.rank}</td>
            <td>
              {line.name}
              {line.self ? <span className={styles.you}>{t('missions.leaderboard.you')}</span> : null}
            </td>
            <td className={numericCell}>{t('missions.count', { value: line.missionPoints })}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
