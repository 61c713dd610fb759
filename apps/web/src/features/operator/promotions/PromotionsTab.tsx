// Every promotion the operator has configured, in the order members see them: its title, period,
// audience, trigger, reward, turnover requirement, switch and dates, with Create and Edit opening the
// editor. The editor stays open after a save; the list refreshes behind it.
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@playdeck/contract/promotions';
import { Button } from '../../../ui/Button';
import { EnabledBadge } from '../components/EnabledBadge';
import { useDateTime } from '../use-date-time';
import { useOperatorPromotions } from './api/promotions';
import { ItemListPanel } from './ItemListPanel';
import { PromotionEditor } from './PromotionEditor';
import { usePromotionWords } from './promotion-words';
import cells from '../components/cells.module.css';
import { IfAllowed } from '../components/staff-rights';

function PromotionRow({ promotion, onEdit }: { promotion: Promotion; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const words = usePromotionWords();
  const dateTime = useDateTime();
  const [first, second] = i18n.language === 'en' ? (['en', 'vi'] as const) : (['vi', 'en'] as const);
  return (
    <tr>
      <td>#{promotion.id}</td>
      <td>
        <div className={cells.stacked}>
          <span>{promotion.title[first]}</span>
          <span className={cells.muted}>{promotion.title[second]}</span>
        </div>
      </td>
      <td>{words.period(promotion.period)}</td>
      <td>{words.audience(promotion)}</td>
      <td>
        <div className={cells.stacked}>
          <span>{words.trigger(promotion)}</span>
          {promotion.requiresJoin ? (
            <span className={cells.muted}>{t('operator.promotions.list.requiresJoin')}</span>
          ) : null}
        </div>
      </td>
      <td>
        <div className={cells.stacked}>
          <span>{words.reward(promotion)}</span>
          <span className={cells.muted}>
            {promotion.requiresClaim
              ? t('operator.promotions.list.claimed')
              : t('operator.promotions.list.paidBySite')}
          </span>
        </div>
      </td>
      <td>
        {promotion.turnoverMultiplier > 0
          ? t('operator.promotions.list.turnover', { multiplier: promotion.turnoverMultiplier })
          : t('operator.promotions.list.noTurnover')}
      </td>
      <td>
        <EnabledBadge enabled={promotion.enabled} />
      </td>
      <td>
        <div className={cells.stacked}>
          <span>{dateTime(promotion.startsAt)}</span>
          <span className={cells.muted}>
            {promotion.endsAt ? dateTime(promotion.endsAt) : t('operator.promotions.list.noEnd')}
          </span>
        </div>
      </td>
      <td>{promotion.sortOrder}</td>
      <td className={cells.sticky}>
        <IfAllowed>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('operator.promotions.list.editOne', { id: promotion.id })}
            onClick={onEdit}
          >
            {t('operator.edit')}
          </Button>
        </IfAllowed>
      </td>
    </tr>
  );
}

export function PromotionsTab() {
  const { t } = useTranslation();
  const query = useOperatorPromotions();
  return (
    <ItemListPanel
      title={t('operator.promotions.list.title')}
      createLabel={t('operator.promotions.list.create')}
      query={query}
      totalText={(count) => t('operator.promotions.list.total', { count })}
      emptyTitle={t('operator.promotions.list.empty')}
      tableTestId="operator-promotions"
      head={
        <>
          <th scope="col">{t('operator.promotions.columns.id')}</th>
          <th scope="col">{t('operator.promotions.columns.title')}</th>
          <th scope="col">{t('operator.promotions.columns.period')}</th>
          <th scope="col">{t('operator.promotions.columns.audience')}</th>
          <th scope="col">{t('operator.promotions.columns.trigger')}</th>
          <th scope="col">{t('operator.promotions.columns.reward')}</th>
          <th scope="col">{t('operator.promotions.columns.turnover')}</th>
          <th scope="col">{t('operator.promotions.columns.enabled')}</th>
          <th scope="col">{t('operator.promotions.columns.dates')}</th>
          <th scope="col">{t('operator.promotions.columns.sortOrder')}</th>
          <th scope="col" className={cells.sticky}>
            {t('operator.actions')}
          </th>
        </>
      }
      row={(promotion, edit) => <PromotionRow key={promotion.id} promotion={promotion} onEdit={edit} />}
      editor={(promotion, events) => <PromotionEditor promotion={promotion} {...events} />}
      savedText={(saved) => t('operator.promotions.list.saved', { id: saved.id })}
    />
  );
}
