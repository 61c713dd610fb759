// The games tab: filters (vendor, type, name or code, state), a page of games with their icon,
// names, code, vendor, type, sub-type, hot mark, free trial, state and order; switches that mark a
// game hot or take it out of the lobby, and an edit dialog for the rest.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorGame } from '@playdeck/contract/lobby';
import { Button } from '../../../ui/Button';
import { DataTable, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { Panel, PanelNote } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Switch } from '../../../ui/Switch';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { OPERATOR_GAMES_PAGE_SIZE, useOperatorGames, useUpdateGame } from './api/games';
import { GameDialog } from './GameDialog';
import { GameFilters, NO_GAME_FILTERS, type GameFilterValues } from './GameFilters';
import { useGameTypeLabel } from './game-type-label';
import cells from '../components/cells.module.css';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

type QuickChange = { enabled: boolean } | { isHot: 0 | 1 };

export function GamesTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const update = useUpdateGame();
  const saved = useSavedNotice();
  const [filters, setFilters] = useState<GameFilterValues>(NO_GAME_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<OperatorGame | null>(null);
  /** The switch whose change is under way: "<game id>:<field>". */
  const [switching, setSwitching] = useState<string | null>(null);
  const games = useOperatorGames({
    pageNo,
    pageSize: OPERATOR_GAMES_PAGE_SIZE,
    vendorCode: filters.vendorCode || undefined,
    gameType: filters.gameType || undefined,
    search: filters.search || undefined,
    enabled: filters.enabled || undefined,
  });

  // A change can empty the last page (a game switched off under the "enabled" filter): step back.
  const totalPages = games.data?.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && pageNo > totalPages) setPageNo(totalPages);
  }, [pageNo, totalPages]);

  const changeFilters = (next: GameFilterValues) => {
    setFilters(next);
    setPageNo(1);
  };

  const quickChange = async (game: OperatorGame, change: QuickChange) => {
    setSwitching(`${game.id}:${Object.keys(change)[0]}`);
    try {
      await update.mutateAsync({ id: game.id, change });
      saved.show(t('operator.saved'));
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    } finally {
      setSwitching(null);
    }
  };

  const value = games.data;
  return (
    <Panel aria-label={t('operator.games.games.table')}>
      <GameFilters value={filters} onChange={changeFilters} />
      <div className={styles.toolbar}>
        <PanelNote>{value ? t('operator.games.games.total', { count: value.total }) : null}</PanelNote>
        <SavedNotice message={saved.message} />
      </div>
      <QueryState query={games} />
      {value && value.list.length === 0 ? <EmptyState description={t('operator.games.games.empty')} /> : null}
      {value && value.list.length > 0 ? (
        <GamesTable
          games={value.list}
          switching={switching}
          onQuickChange={(game, change) => void quickChange(game, change)}
          onEdit={setEditing}
        />
      ) : null}
      {value ? <Pagination page={pageNo} totalPages={value.totalPages} onChange={setPageNo} /> : null}
      {editing ? (
        <GameDialog
          key={editing.id}
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={() => saved.show(t('operator.saved'))}
        />
      ) : null}
    </Panel>
  );
}

function GamesTable({
  games,
  switching,
  onQuickChange,
  onEdit,
}: {
  games: readonly OperatorGame[];
  switching: string | null;
  onQuickChange: (game: OperatorGame, change: QuickChange) => void;
  onEdit: (game: OperatorGame) => void;
}) {
  const { t } = useTranslation();
  const gameTypeLabel = useGameTypeLabel();
  return (
    <DataTable density="compact" aria-label={t('operator.games.games.table')}>
      <thead>
        <tr>
          <th>{t('operator.games.games.icon')}</th>
          <th>{t('operator.games.games.name')}</th>
          <th>{t('operator.games.games.nameVi')}</th>
          <th>{t('operator.games.games.code')}</th>
          <th>{t('operator.games.games.vendor')}</th>
          <th>{t('operator.games.games.type')}</th>
          <th>{t('operator.games.games.subType')}</th>
          <th>{t('operator.games.games.hot')}</th>
          <th>{t('operator.games.games.freeTrial')}</th>
          <th>{t('operator.enabled')}</th>
          <th className={numericCell}>{t('operator.games.games.order')}</th>
          <th className={cells.sticky}>{t('operator.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr
            key={game.id}
            data-testid="game-row"
            data-game-code={game.gameCode}
            className={game.enabled ? undefined : styles.off}
          >
            <td>
              <img className={styles.gameIcon} src={game.iconUrl} alt="" width={40} height={40} />
            </td>
            <td>
              <span className={styles.name}>{game.name}</span>
              {game.isVassalage ? (
                <>
                  {' '}
                  <StatusBadge tone="neutral">{t('operator.games.games.vendorLobby')}</StatusBadge>
                </>
              ) : null}
            </td>
            <td lang="vi">{game.nameVi ?? <span className={styles.muted}>—</span>}</td>
            <td className={styles.code}>{game.gameCode}</td>
            <td className={styles.code}>{game.vendorCode}</td>
            <td>{gameTypeLabel(game.gameType)}</td>
            <td className={styles.code}>{game.gameClassify ?? <span className={styles.muted}>—</span>}</td>
            <td>
              <IfAllowed disable>
                <Switch
                  hideLabel
                  checked={game.isHot === 1}
                  label={t('operator.games.games.hotLabel', { name: game.name })}
                  busy={switching === `${game.id}:isHot`}
                  onChange={(event) => onQuickChange(game, { isHot: event.target.checked ? 1 : 0 })}
                />
              </IfAllowed>
            </td>
            <td>{game.supportPlay === 0 ? t('operator.games.yes') : t('operator.games.no')}</td>
            <td>
              <IfAllowed disable>
                <Switch
                  hideLabel
                  checked={game.enabled}
                  label={t('operator.games.games.switchLabel', { name: game.name })}
                  busy={switching === `${game.id}:enabled`}
                  onChange={(event) => onQuickChange(game, { enabled: event.target.checked })}
                />
              </IfAllowed>
            </td>
            <td className={numericCell}>{game.sortOrder}</td>
            <td className={cells.sticky}>
              <IfAllowed>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('operator.games.games.editLabel', { name: game.name })}
                  onClick={() => onEdit(game)}
                >
                  {t('operator.edit')}
                </Button>
              </IfAllowed>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
