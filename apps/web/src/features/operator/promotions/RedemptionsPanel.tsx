// The points mall's redemptions (issue 15 item 5): those waiting for a decision by default, or any
// status's, newest first and paged. A row shows the member, the good, how many, the points spent,
// the status with the operator's remark, and the times at the site's clock. A waiting redemption is
// approved (the good goes out; a remark is optional) or rejected with a remark the member reads (the
// points go back). A refusal (decided meanwhile) shows as a warning.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDEEM_STATUSES, type OperatorRedemption } from '@playdeck/contract/points';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { PagedList } from '../components/PagedList';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { StackedCell } from '../components/StackedCell';
import { useSavedNotice } from '../components/SavedNotice';
import { refusalFields, useApiMessage } from '../form-errors';
import { useDateTime } from '../use-date-time';
import { useDecideRedemption, useOperatorRedemptions, type RedemptionsSearch } from './api/points';
import { REDEEM_STATUS_TONES, useRewardWords } from './reward-words';
import cells from '../components/cells.module.css';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

/** The longest remark the contract takes (redemptionDecisionSchema). */
const REMARK_LENGTH_MAX = 200;
const REDEMPTIONS = 'operator.promotions.points.redemptions';

type Decision = { redemption: OperatorRedemption; approve: boolean } | null;

function RedemptionRow({
  redemption,
  onDecide,
}: {
  redemption: OperatorRedemption;
  onDecide: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  const words = useRewardWords();
  const dateTime = useDateTime();
  return (
    <tr>
      <td>#{redemption.id}</td>
      <td>
        <StackedCell main={redemption.member.username} note={`#${redemption.member.id}`} />
      </td>
      <td>
        <div className={styles.goodCell}>
          {redemption.good.imageUrl ? (
            <img className={styles.smallThumbnail} src={redemption.good.imageUrl} alt="" />
          ) : null}
          <StackedCell main={redemption.good.name} note={`#${redemption.good.id}`} />
        </div>
      </td>
      <td>{redemption.quantity}</td>
      <td>{t(`${REDEMPTIONS}.pointsValue`, { count: redemption.points })}</td>
      <td>
        <div className={cells.stacked}>
          <span>
            <StatusBadge tone={REDEEM_STATUS_TONES[redemption.status]}>
              {words.redeemStatus(redemption.status)}
            </StatusBadge>
          </span>
          {redemption.remark ? <span className={cells.muted}>{redemption.remark}</span> : null}
        </div>
      </td>
      <td>{dateTime(redemption.createdAt)}</td>
      <td>{dateTime(redemption.decidedAt)}</td>
      <td className={cells.sticky}>
        {redemption.status === 'IN_PROCESS' ? (
          <IfAllowed>
            <div className={cells.actions}>
              <Button size="sm" onClick={() => onDecide(true)}>
                {t(`${REDEMPTIONS}.approve`)}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDecide(false)}>
                {t(`${REDEMPTIONS}.reject`)}
              </Button>
            </div>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: (done?: string) => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const decide = useDecideRedemption();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | undefined>(undefined);
  const action = decision?.approve ? 'approve' : 'reject';
  const confirm = async ({ redemption, approve }: NonNullable<Decision>) => {
    // A rejection tells the member why: the contract requires its remark.
    if (!approve && remark.trim() === '') {
      setRemarkError(t('validation.required'));
      return;
    }
    try {
      await decide.mutateAsync({
        id: redemption.id,
        decision: { decision: approve ? 'APPROVED' : 'REJECTED', remark: remark.trim() },
      });
      onClose(
        t(`${REDEMPTIONS}.${approve ? 'approved' : 'rejected'}`, {
          id: redemption.id,
          username: redemption.member.username,
        }),
      );
    } catch (error) {
      // A refused remark stays in the dialog to be corrected; anything else closes it with a warning.
      const fieldMessage = refusalFields(error).remark;
      if (fieldMessage) return setRemarkError(fieldMessage);
      onClose();
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <ConfirmDialog
      open={decision !== null}
      danger={decision?.approve === false}
      title={decision ? t(`${REDEMPTIONS}.${action}Title`, { id: decision.redemption.id }) : undefined}
      message={
        decision ? (
          <div className={styles.form}>
            <p className={styles.plain}>
              {t(`${REDEMPTIONS}.${action}Question`, {
                username: decision.redemption.member.username,
                quantity: decision.redemption.quantity,
                good: decision.redemption.good.name,
                points: decision.redemption.points,
              })}
            </p>
            <Field
              label={t(`${REDEMPTIONS}.remark`)}
              required={!decision.approve}
              hint={t(`${REDEMPTIONS}.${decision.approve ? 'remarkOptional' : 'remarkRequired'}`)}
              errors={remarkError ? [remarkError] : undefined}
            >
              <TextArea
                rows={2}
                maxLength={REMARK_LENGTH_MAX}
                value={remark}
                onChange={(event) => {
                  setRemark(event.target.value);
                  setRemarkError(undefined);
                }}
              />
            </Field>
          </div>
        ) : (
          ''
        )
      }
      confirmLabel={t(`${REDEMPTIONS}.${action}`)}
      cancelLabel={t('operator.cancel')}
      confirming={decide.isPending}
      onConfirm={() => {
        if (decision) void confirm(decision);
      }}
      onCancel={() => onClose()}
    />
  );
}

export function RedemptionsPanel() {
  const { t } = useTranslation();
  const words = useRewardWords();
  const [search, setSearch] = useState<RedemptionsSearch>({ status: 'IN_PROCESS', pageNo: 1 });
  const [decision, setDecision] = useState<Decision>(null);
  const notice = useSavedNotice();
  const query = useOperatorRedemptions(search);
  return (
    <Panel title={t(`${REDEMPTIONS}.title`)} headingLevel={2}>
      <SearchFilters>
        <ChoiceFilter
          label={t(`${REDEMPTIONS}.statusFilter`)}
          value={search.status}
          values={REDEEM_STATUSES}
          name={words.redeemStatus}
          allLabel={t(`${REDEMPTIONS}.allStatuses`)}
          onChange={(status) => setSearch({ status, pageNo: 1 })}
        />
      </SearchFilters>
      <PagedList
        query={query}
        totalText={(count) => t(`${REDEMPTIONS}.total`, { count })}
        emptyTitle={t(`${REDEMPTIONS}.empty`)}
        notice={notice.message}
        tableTestId="operator-points-redemptions"
        head={
          <>
            <th scope="col">{t(`${REDEMPTIONS}.columns.id`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.member`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.good`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.quantity`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.points`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.status`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.createdAt`)}</th>
            <th scope="col">{t(`${REDEMPTIONS}.columns.decidedAt`)}</th>
            <th scope="col" className={cells.sticky}>
              {t('operator.actions')}
            </th>
          </>
        }
        row={(redemption) => (
          <RedemptionRow
            key={redemption.id}
            redemption={redemption}
            onDecide={(approve) => setDecision({ redemption, approve })}
          />
        )}
        pageNo={search.pageNo}
        onPageChange={(pageNo) => setSearch({ ...search, pageNo })}
      />
      {/* A fresh dialog for each decision, so that a remark typed for one never carries to the next. */}
      <DecisionDialog
        key={decision ? `${decision.redemption.id}-${decision.approve}` : 'none'}
        decision={decision}
        onClose={(done) => {
          setDecision(null);
          if (done) notice.show(done);
        }}
      />
    </Panel>
  );
}
