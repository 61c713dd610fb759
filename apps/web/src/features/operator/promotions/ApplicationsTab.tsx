// Applications to review (issue 15 item 1, SPEC.md §5 application images): the entries waiting for
// review by default, or any promotion's entries in any status. A row shows the member, promotion,
// note and pictures (each opens larger); an application waiting for review is approved or rejected
// here with a note the member reads. A refusal (no longer waiting) shows as a warning.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_STATUSES, type PromotionEntry } from '@playdeck/contract/promotions';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Panel } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { PagedList } from '../components/PagedList';
import { ChoiceFilter, SearchFilters } from '../components/SearchFilters';
import { StackedCell } from '../components/StackedCell';
import { useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { useDateTime } from '../use-date-time';
import { useOperatorEntries, useReviewEntry, type EntriesSearch } from './api/entries';
import { useOperatorPromotions } from './api/promotions';
import { ENTRY_STATUS_TONES, usePromotionWords } from './promotion-words';
import cells from '../components/cells.module.css';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

/** The longest note the contract takes (reviewPayloadSchema). */
const NOTE_LENGTH_MAX = 200;
const APPS = 'operator.promotions.applications';

type Review = { entry: PromotionEntry; approve: boolean } | null;
type Picture = { entry: PromotionEntry; index: number } | null;

function EntryFilters({
  search,
  onSearch,
}: {
  search: EntriesSearch;
  onSearch: (search: EntriesSearch) => void;
}) {
  const { t, i18n } = useTranslation();
  const words = usePromotionWords();
  const promotions = useOperatorPromotions();
  const language = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <SearchFilters>
      <Field label={t(`${APPS}.promotionFilter`)}>
        <Select
          value={search.promotionId ?? ''}
          onChange={(event) =>
            onSearch({
              ...search,
              promotionId: event.target.value ? Number(event.target.value) : null,
              pageNo: 1,
            })
          }
        >
          <option value="">{t(`${APPS}.allPromotions`)}</option>
          {(promotions.data?.list ?? []).map((promotion) => (
            <option key={promotion.id} value={promotion.id}>
              #{promotion.id} {promotion.title[language]}
            </option>
          ))}
        </Select>
      </Field>
      <ChoiceFilter
        label={t(`${APPS}.statusFilter`)}
        value={search.status ?? ''}
        values={ACTIVITY_STATUSES}
        name={words.entryStatus}
        allLabel={t(`${APPS}.allStatuses`)}
        onChange={(status) => onSearch({ ...search, status: status || null, pageNo: 1 })}
      />
    </SearchFilters>
  );
}

function EntryRow({
  entry,
  onReview,
  onPicture,
}: {
  entry: PromotionEntry;
  onReview: (approve: boolean) => void;
  onPicture: (index: number) => void;
}) {
  const { t } = useTranslation();
  const words = usePromotionWords();
  const dateTime = useDateTime();
  return (
    <tr>
      <td>#{entry.id}</td>
      <td>
        <StackedCell main={entry.member.username} note={`#${entry.member.id}`} />
      </td>
      <td>
        <StackedCell main={entry.promotionTitle} note={entry.periodKey} />
      </td>
      <td>{dateTime(entry.appliedAt)}</td>
      <td>
        <div className={cells.stacked}>
          <span>{entry.note || '—'}</span>
          {entry.reviewNote ? (
            <span className={cells.muted}>{t(`${APPS}.reviewNoteLine`, { note: entry.reviewNote })}</span>
          ) : null}
        </div>
      </td>
      <td>
        <div className={styles.thumbnails}>
          {entry.images.map((image, index) => (
            <button
              key={index}
              type="button"
              className={styles.thumbnailButton}
              aria-label={t(`${APPS}.openPicture`, { number: index + 1, username: entry.member.username })}
              onClick={() => onPicture(index)}
            >
              <img className={styles.thumbnail} src={image} alt="" />
            </button>
          ))}
        </div>
      </td>
      <td>
        <StatusBadge tone={ENTRY_STATUS_TONES[entry.status]}>{words.entryStatus(entry.status)}</StatusBadge>
      </td>
      <td className={cells.sticky}>
        {entry.status === 'applying' ? (
          <IfAllowed>
            <div className={cells.actions}>
              <Button size="sm" onClick={() => onReview(true)}>
                {t(`${APPS}.approve`)}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onReview(false)}>
                {t(`${APPS}.reject`)}
              </Button>
            </div>
          </IfAllowed>
        ) : null}
      </td>
    </tr>
  );
}

function ReviewDialog({ review, onClose }: { review: Review; onClose: (done?: string) => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const reviewEntry = useReviewEntry();
  const [note, setNote] = useState('');
  const action = review?.approve ? 'approve' : 'reject';
  const confirm = async ({ entry, approve }: NonNullable<Review>) => {
    try {
      await reviewEntry.mutateAsync({ id: entry.id, approve, note: note.trim() });
      onClose(
        t(`${APPS}.${approve ? 'approved' : 'rejected'}`, { id: entry.id, username: entry.member.username }),
      );
    } catch (error) {
      onClose();
      await dialogs.warning(apiMessage(error));
    }
  };
  return (
    <ConfirmDialog
      open={review !== null}
      danger={review?.approve === false}
      title={review ? t(`${APPS}.${action}Title`, { id: review.entry.id }) : undefined}
      message={
        review ? (
          <div className={styles.form}>
            <p className={styles.plain}>
              {t(`${APPS}.${action}Question`, {
                username: review.entry.member.username,
                promotion: review.entry.promotionTitle,
              })}
            </p>
            <Field label={t(`${APPS}.note`)} hint={t(`${APPS}.noteHint`)}>
              <TextArea
                rows={2}
                maxLength={NOTE_LENGTH_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
          </div>
        ) : (
          ''
        )
      }
      confirmLabel={t(`${APPS}.${action}`)}
      cancelLabel={t('operator.cancel')}
      confirming={reviewEntry.isPending}
      onConfirm={() => {
        if (review) void confirm(review);
      }}
      onCancel={() => onClose()}
    />
  );
}

function PictureDialog({ picture, onClose }: { picture: Picture; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={picture !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={
        picture
          ? t(`${APPS}.pictureTitle`, { number: picture.index + 1, username: picture.entry.member.username })
          : ''
      }
    >
      {picture ? (
        <img
          className={styles.picture}
          src={picture.entry.images[picture.index]}
          alt={t(`${APPS}.pictureAlt`, {
            number: picture.index + 1,
            username: picture.entry.member.username,
          })}
        />
      ) : null}
    </Modal>
  );
}

export function ApplicationsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<EntriesSearch>({ promotionId: null, status: 'applying', pageNo: 1 });
  const [review, setReview] = useState<Review>(null);
  const [picture, setPicture] = useState<Picture>(null);
  const notice = useSavedNotice();
  const query = useOperatorEntries(search);
  return (
    <Panel title={t(`${APPS}.title`)} headingLevel={2}>
      <EntryFilters search={search} onSearch={setSearch} />
      <PagedList
        query={query}
        totalText={(count) => t(`${APPS}.total`, { count })}
        emptyTitle={t(`${APPS}.empty`)}
        notice={notice.message}
        tableTestId="operator-promotion-entries"
        head={
          <>
            <th scope="col">{t(`${APPS}.columns.id`)}</th>
            <th scope="col">{t(`${APPS}.columns.member`)}</th>
            <th scope="col">{t(`${APPS}.columns.promotion`)}</th>
            <th scope="col">{t(`${APPS}.columns.appliedAt`)}</th>
            <th scope="col">{t(`${APPS}.columns.note`)}</th>
            <th scope="col">{t(`${APPS}.columns.images`)}</th>
            <th scope="col">{t(`${APPS}.columns.status`)}</th>
            <th scope="col" className={cells.sticky}>
              {t('operator.actions')}
            </th>
          </>
        }
        row={(entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            onReview={(approve) => setReview({ entry, approve })}
            onPicture={(index) => setPicture({ entry, index })}
          />
        )}
        pageNo={search.pageNo}
        onPageChange={(pageNo) => setSearch({ ...search, pageNo })}
      />
      {/* A fresh dialog for each review, so that a note typed for one never carries to the next. */}
      <ReviewDialog
        key={review ? `${review.entry.id}-${review.approve}` : 'none'}
        review={review}
        onClose={(done) => {
          setReview(null);
          if (done) notice.show(done);
        }}
      />
      <PictureDialog picture={picture} onClose={() => setPicture(null)} />
    </Panel>
  );
}
