// The security centre's VIP panel (SPEC.md §2 "Security centre (account and VIP)"): the member's
// level, progress toward the next level for valid bets and deposits, the operator's ladder with the
// member's row marked, and the upgrade history with the bonus each level paid. A site without a
// ladder shows an empty state; an agent sees the ladder with a note that levels are for members.
import { useTranslation } from 'react-i18next';
import type { VipNextLevel, VipStatus } from '@playdeck/contract/vip';
import { formatBalance } from '../../../lib/money';
import { classNames } from '../../../ui/class-names';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useVipStatus } from '../api/vip-status';
import { progressPercent } from '../../../lib/progress';
import styles from './VipPanel.module.css';
import { useSiteTime } from '../../../lib/site-time';

const money = (amount: string) => formatBalance(amount);

function ProgressBar({ label, current, target }: { label: string; current: string; target: string }) {
  const { t } = useTranslation();
  const percent = progressPercent(current, target);
  const reached = percent >= 100;
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span className={styles.progressLabel}>{label}</span>
        <span className={styles.progressAmounts}>
          {t('vip.progress', { current: money(current), target: money(target) })}
          {reached ? <span className={styles.reached}>{t('vip.reached')}</span> : null}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('vip.progress', { current: money(current), target: money(target) })}
      >
        <div
          className={classNames(styles.fill, reached && styles.fillDone)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function NextLevel({ status, next }: { status: VipStatus; next: VipNextLevel }) {
  const { t } = useTranslation();
  const missing = [
    next.validBetNeeded !== '0.00' ? t('vip.needValidBet', { amount: money(next.validBetNeeded) }) : null,
    next.depositNeeded !== '0.00' ? t('vip.needDeposit', { amount: money(next.depositNeeded) }) : null,
  ].filter(Boolean);
  return (
    <section className={styles.next} aria-label={t('vip.nextTitle')}>
      <div className={styles.nextHeader}>
        <p className={styles.nextTitle}>{t('vip.next', { name: next.labelName })}</p>
        {next.upgradeBonus !== '0.00' ? (
          <span className={styles.bonusTag}>{t('vip.nextBonus', { bonus: money(next.upgradeBonus) })}</span>
        ) : null}
      </div>
      <ProgressBar label={t('vip.validBet')} current={status.validBet} target={next.minValidBet} />
      <ProgressBar label={t('vip.deposit')} current={status.deposit} target={next.minDeposit} />
      {missing.length > 0 ? <PanelNote>{missing.join(' · ')}</PanelNote> : null}
    </section>
  );
}

function Ladder({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('vip.ladder')}>
      <h4 className={styles.subtitle}>{t('vip.ladder')}</h4>
      <DataTable className={styles.table} data-testid="vip-ladder">
        <DataTableHead
          columns={[
            { key: 'level', header: t('vip.level') },
            { key: 'minValidBet', header: t('vip.minValidBet'), numeric: true },
            { key: 'minDeposit', header: t('vip.minDeposit'), numeric: true },
            { key: 'upgradeBonus', header: t('vip.upgradeBonus'), numeric: true },
          ]}
        />
        <tbody>
          {status.levels.map((level) => {
            const mine = level.level === status.level;
            return (
              <tr
                key={level.level}
                className={mine ? styles.mine : undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <th scope="row">
                  {level.name}
                  {mine ? <span className={styles.yours}>{t('vip.yours')}</span> : null}
                </th>
                <td className={numericCell}>{money(level.minValidBet)}</td>
                <td className={numericCell}>{money(level.minDeposit)}</td>
                <td className={numericCell}>{money(level.upgradeBonus)}</td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </section>
  );
}

function History({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-label={t('vip.history')}>
      <h4 className={styles.subtitle}>{t('vip.history')}</h4>
      {status.upgrades.length === 0 ? (
        <PanelNote>{t('vip.noUpgrades')}</PanelNote>
      ) : (
        <DataTable className={styles.table} data-testid="vip-history">
          <DataTableHead
            columns={[
              { key: 'level', header: t('vip.level') },
              { key: 'bonus', header: t('vip.bonus'), numeric: true },
              { key: 'reachedAt', header: t('vip.reachedAt') },
            ]}
          />
          <tbody>
            {status.upgrades.map((upgrade) => (
              <tr key={upgrade.level}>
                <th scope="row">{upgrade.labelName ?? t('vip.levelNumber', { level: upgrade.level })}</th>
                <td className={numericCell}>{money(upgrade.bonus)}</td>
                <td>{time.format(new Date(upgrade.reachedAt))}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

function Summary({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <div className={styles.badge} aria-hidden="true">
        {status.level ?? '–'}
      </div>
      <div className={styles.summaryText}>
        <PanelNote>{t('vip.currentLevel')}</PanelNote>
        <p className={styles.label} data-testid="vip-level">
          {status.labelName ?? t('vip.notRanked')}
        </p>
        <PanelNote>
          {t('vip.lifetime', { validBet: money(status.validBet), deposit: money(status.deposit) })}
        </PanelNote>
      </div>
    </div>
  );
}

export function VipPanel() {
  const { t } = useTranslation();
  const query = useVipStatus();
  const status = query.data;
  return (
    <Panel title={t('vip.title')} className={styles.panel} data-testid="vip-panel" id="vip">
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {query.error ? <p className={styles.error}>{query.error.message}</p> : null}
      {status && !status.hasVip ? <EmptyState title={t('vip.noVip')} /> : null}
      {status?.hasVip ? (
        <>
          {status.eligible ? <Summary status={status} /> : <PanelNote>{t('vip.notEligible')}</PanelNote>}
          {status.next ? <NextLevel status={status} next={status.next} /> : null}
          {status.eligible && !status.next && status.level !== null ? (
            <p className={styles.top}>{t('vip.top')}</p>
          ) : null}
          <Ladder status={status} />
          {status.eligible ? <History status={status} /> : null}
        </>
      ) : null}
    </Panel>
  );
}
