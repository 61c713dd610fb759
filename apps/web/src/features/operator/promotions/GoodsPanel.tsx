// The points mall's catalogue (issue 15 item 5): each good's picture, names in both languages, price
// in points, stock, units redeemed so far, switch and order, with Create and Edit opening the editor.
// The editor stays open after a save; the list refreshes behind it.
import { useTranslation } from 'react-i18next';
import type { OperatorPointsGood } from '@playdeck/contract/points';
import { Button } from '../../../ui/Button';
import { EnabledBadge } from '../components/EnabledBadge';
import { StackedCell } from '../components/StackedCell';
import { useOperatorGoods } from './api/points';
import { GoodEditor } from './GoodEditor';
import { ItemListPanel } from './ItemListPanel';
import { languageOrder } from './reward-form-values';
import cells from '../components/cells.module.css';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

const GOODS = 'operator.promotions.points.goods';

function GoodRow({ good, onEdit }: { good: OperatorPointsGood; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const [first, second] = languageOrder(i18n.language);
  return (
    <tr>
      <td>#{good.id}</td>
      <td>
        {good.imageUrl ? (
          <img
            className={styles.thumbnail}
            src={good.imageUrl}
            alt={t(`${GOODS}.pictureOf`, { name: good.name[first] })}
          />
        ) : (
          <span className={cells.muted}>{t(`${GOODS}.noPicture`)}</span>
        )}
      </td>
      <td>
        <StackedCell main={good.name[first]} note={good.name[second]} />
      </td>
      <td>{t(`${GOODS}.pointsValue`, { count: good.points })}</td>
      <td>{good.stock}</td>
      <td>{good.redeemed}</td>
      <td>
        <EnabledBadge enabled={good.enabled} />
      </td>
      <td>{good.sortOrder}</td>
      <td className={cells.sticky}>
        <IfAllowed>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(`${GOODS}.editOne`, { id: good.id })}
            onClick={onEdit}
          >
            {t('operator.edit')}
          </Button>
        </IfAllowed>
      </td>
    </tr>
  );
}

export function GoodsPanel() {
  const { t } = useTranslation();
  const query = useOperatorGoods();
  return (
    <ItemListPanel
      title={t(`${GOODS}.title`)}
      createLabel={t(`${GOODS}.create`)}
      query={query}
      totalText={(count) => t(`${GOODS}.total`, { count })}
      emptyTitle={t(`${GOODS}.empty`)}
      tableTestId="operator-points-goods"
      head={
        <>
          <th scope="col">{t(`${GOODS}.columns.id`)}</th>
          <th scope="col">{t(`${GOODS}.columns.picture`)}</th>
          <th scope="col">{t(`${GOODS}.columns.name`)}</th>
          <th scope="col">{t(`${GOODS}.columns.points`)}</th>
          <th scope="col">{t(`${GOODS}.columns.stock`)}</th>
          <th scope="col">{t(`${GOODS}.columns.redeemed`)}</th>
          <th scope="col">{t(`${GOODS}.columns.enabled`)}</th>
          <th scope="col">{t(`${GOODS}.columns.sortOrder`)}</th>
          <th scope="col" className={cells.sticky}>
            {t('operator.actions')}
          </th>
        </>
      }
      row={(good, edit) => <GoodRow key={good.id} good={good} onEdit={edit} />}
      editor={(good, events) => <GoodEditor good={good} {...events} />}
      savedText={(saved) => t(`${GOODS}.saved`, { id: saved.id })}
    />
  );
}
