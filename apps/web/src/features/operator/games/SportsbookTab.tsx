// The sportsbook tab: one sport's fixtures of the house sportsbook (today's and tomorrow's, as the
// players see them) with their kick-off at the site's clock, league, sides and state, and what their
// open bets have at stake: the count, the stakes, and the potential payout (the house's liability if
// every one of them won). An open fixture that cannot stand (abandoned, wrongly priced) can be
// cancelled here with a reason: every selection on it becomes void. The list is read again every
// 15 s while the tab is open, as fixtures go live and bets come in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FIXTURE_CANCEL_REASON_MAX,
  SPORTSBOOK_SPORTS,
  type OperatorSportsbookFixture,
  type SportsbookSport,
} from '@playdeck/contract/sportsbook';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { DataTable, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote } from '../../../ui/Panel';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { Switch } from '../../../ui/Switch';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { ReasonDialog } from '../components/ReasonDialog';
import { useApiMessage } from '../form-errors';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { StackedCell } from '../components/StackedCell';
import { useDateTime } from '../use-date-time';
import { useHouseSettings, useSaveHouseSettings } from './api/house-settings';
import { useCancelFixture, useSportsbookFixtures } from './api/sportsbook';
import cells from '../components/cells.module.css';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

const SPORTSBOOK = 'operator.games.sportsbook';

type FixtureState = 'before' | 'live' | 'ended' | 'cancelled';

/** A cancelled fixture is cancelled whatever its clock says; otherwise its phase tells its state. */
const stateOf = (fixture: OperatorSportsbookFixture): FixtureState => {
  if (fixture.status === 'cancelled') return 'cancelled';
  if (fixture.phase === 'PRE_MATCH') return 'before';
  return fixture.phase === 'IN_PLAY' ? 'live' : 'ended';
};

const STATE_TONES: Record<FixtureState, StatusTone> = {
  before: 'info',
  live: 'warning',
  ended: 'neutral',
  cancelled: 'danger',
};

/** How the tab names a sport, a team or league (in the operator's language) and an amount. */
function useSportsbookWords() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  return {
    sport: (sport: SportsbookSport) => t(`${SPORTSBOOK}.sports.${sport}`),
    local: (name: { en: string; vi: string }) => (i18n.language.startsWith('vi') ? name.vi : name.en),
    money: (amount: string) => formatBalance(amount, { symbol: currencySymbol }),
  };
}

export function SportsbookTab() {
  const { t } = useTranslation();
  const words = useSportsbookWords();
  const [sport, setSport] = useState<SportsbookSport>('FOOTBALL');
  const [cancelling, setCancelling] = useState<OperatorSportsbookFixture | null>(null);
  const notice = useSavedNotice();
  const query = useSportsbookFixtures(sport);
  const fixtures = query.data?.fixtures;
  return (
    <Panel title={t(`${SPORTSBOOK}.title`)} headingLevel={2}>
      <PanelNote className={styles.lead}>{t(`${SPORTSBOOK}.lead`)}</PanelNote>
      <InPlaySwitch />
      <SearchFilters>
        <ChoiceFilter
          label={t(`${SPORTSBOOK}.sport`)}
          value={sport}
          values={SPORTSBOOK_SPORTS}
          name={words.sport}
          onChange={(next) => {
            if (next) setSport(next);
          }}
        />
      </SearchFilters>
      <div className={styles.toolbar}>
        {fixtures ? <span>{t(`${SPORTSBOOK}.total`, { count: fixtures.length })}</span> : null}
        <span className={styles.spacer} />
        <SavedNotice message={notice.message} />
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('operator.refresh')}
        </Button>
      </div>
      <QueryState query={query} />
      {fixtures?.length === 0 ? <EmptyState title={t(`${SPORTSBOOK}.empty`)} /> : null}
      {fixtures && fixtures.length > 0 ? <FixtureTable fixtures={fixtures} onCancel={setCancelling} /> : null}
      {/* A fresh dialog for each fixture, so that a reason typed for one never carries to the next. */}
      <CancelDialog
        key={cancelling?.fixtureId ?? 'none'}
        fixture={cancelling}
        onClose={(done) => {
          setCancelling(null);
          if (done) notice.show(done);
        }}
      />
    </Panel>
  );
}

/** The sportsbook's in-play option (a house setting), saved as soon as it is switched. */
function InPlaySwitch() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const settings = useHouseSettings();
  const save = useSaveHouseSettings();
  if (!settings.data) return null;
  return (
    <IfAllowed disable>
      <Switch
        label={t(`${SPORTSBOOK}.inPlay`)}
        description={t(`${SPORTSBOOK}.inPlayHint`)}
        checked={settings.data.sportsbookInPlayBetting}
        busy={save.isPending}
        onChange={(event) => {
          save
            .mutateAsync({ sportsbookInPlayBetting: event.target.checked })
            .catch(async (error: unknown) => dialogs.warning(apiMessage(error)));
        }}
        data-testid="sportsbook-in-play"
      />
    </IfAllowed>
  );
}

function FixtureTable({
  fixtures,
  onCancel,
}: {
  fixtures: OperatorSportsbookFixture[];
  onCancel: (fixture: OperatorSportsbookFixture) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable aria-label={t(`${SPORTSBOOK}.table`)} data-testid="operator-sportsbook-fixtures">
      <thead>
        <tr>
          <th scope="col">{t(`${SPORTSBOOK}.columns.kickOff`)}</th>
          <th scope="col">{t(`${SPORTSBOOK}.columns.league`)}</th>
          <th scope="col">{t(`${SPORTSBOOK}.columns.match`)}</th>
          <th scope="col">{t(`${SPORTSBOOK}.columns.state`)}</th>
          <th scope="col" className={numericCell}>
            {t(`${SPORTSBOOK}.columns.openBets`)}
          </th>
          <th scope="col" className={numericCell}>
            {t(`${SPORTSBOOK}.columns.openStake`)}
          </th>
          <th scope="col" className={numericCell}>
            {t(`${SPORTSBOOK}.columns.potentialPayout`)}
          </th>
          <th scope="col" className={cells.sticky}>
            {t('operator.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {fixtures.map((fixture) => (
          <FixtureRow key={fixture.fixtureId} fixture={fixture} onCancel={() => onCancel(fixture)} />
        ))}
      </tbody>
    </DataTable>
  );
}

function FixtureRow({ fixture, onCancel }: { fixture: OperatorSportsbookFixture; onCancel: () => void }) {
  const { t } = useTranslation();
  const words = useSportsbookWords();
  const dateTime = useDateTime();
  return (
    <tr>
      <td>{dateTime(fixture.kickOffAt)}</td>
      <td>{words.local(fixture.league)}</td>
      <td>
        <StackedCell
          main={t(`${SPORTSBOOK}.match`, {
            home: words.local(fixture.home),
            away: words.local(fixture.away),
          })}
          note={fixture.fixtureId}
        />
      </td>
      <td>
        <FixtureStateCell fixture={fixture} />
      </td>
      <td className={numericCell}>{fixture.openBets}</td>
      <td className={numericCell}>{words.money(fixture.openStake)}</td>
      <td className={numericCell}>{words.money(fixture.openPotentialPayout)}</td>
      <td className={cells.sticky}>
        {fixture.status === 'open' ? (
          <IfAllowed>
            <Button size="sm" variant="danger" onClick={onCancel}>
              {t(`${SPORTSBOOK}.cancel`)}
            </Button>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

/** The state's badge, the score once the fixture has started, and a cancelled fixture's reason. */
function FixtureStateCell({ fixture }: { fixture: OperatorSportsbookFixture }) {
  const { t } = useTranslation();
  const state = stateOf(fixture);
  const score =
    state !== 'before' && fixture.score
      ? t(`${SPORTSBOOK}.score`, { home: fixture.score.home, away: fixture.score.away })
      : null;
  return (
    <div className={cells.stacked}>
      <span>
        <StatusBadge tone={STATE_TONES[state]}>{t(`${SPORTSBOOK}.states.${state}`)}</StatusBadge>
        {score ? (
          <>
            {' '}
            <span className={styles.score}>{score}</span>
          </>
        ) : null}
      </span>
      {fixture.cancelReason ? <span className={cells.muted}>{fixture.cancelReason}</span> : null}
    </div>
  );
}

function CancelDialog({
  fixture,
  onClose,
}: {
  fixture: OperatorSportsbookFixture | null;
  onClose: (done?: string) => void;
}) {
  const { t } = useTranslation();
  const words = useSportsbookWords();
  const dateTime = useDateTime();
  const cancelFixture = useCancelFixture();
  const matchOf = (target: OperatorSportsbookFixture) =>
    t(`${SPORTSBOOK}.match`, { home: words.local(target.home), away: words.local(target.away) });
  return (
    <ReasonDialog
      open={fixture !== null}
      title={fixture ? t(`${SPORTSBOOK}.cancelTitle`, { match: matchOf(fixture) }) : undefined}
      lead={
        fixture ? (
          <>
            <p className={styles.plain}>
              {t(`${SPORTSBOOK}.cancelQuestion`, {
                league: words.local(fixture.league),
                kickOff: dateTime(fixture.kickOffAt),
              })}
            </p>
            <p className={styles.plain}>{t(`${SPORTSBOOK}.cancelEffect`)}</p>
            <p className={styles.plain}>
              {t(`${SPORTSBOOK}.cancelExposure`, {
                count: fixture.openBets,
                stake: words.money(fixture.openStake),
              })}
            </p>
          </>
        ) : null
      }
      reasonLabel={t(`${SPORTSBOOK}.reason`)}
      reasonHint={t(`${SPORTSBOOK}.reasonHint`, { max: FIXTURE_CANCEL_REASON_MAX })}
      reasonLengthMax={FIXTURE_CANCEL_REASON_MAX}
      confirmLabel={t(`${SPORTSBOOK}.cancelConfirm`)}
      cancelLabel={t(`${SPORTSBOOK}.keep`)}
      confirming={cancelFixture.isPending}
      onConfirm={async (reason) => {
        const target = fixture!;
        const done = await cancelFixture.mutateAsync({ fixtureId: target.fixtureId, reason });
        return t(`${SPORTSBOOK}.cancelled`, { match: matchOf(target), count: done.betsSettled });
      }}
      onClose={onClose}
    />
  );
}
