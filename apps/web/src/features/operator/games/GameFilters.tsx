// The games tab's filters: a vendor, a game type and a state apply as soon as they are chosen; the
// name or code applies on Search (or Enter), so that the list is not fetched at every key.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_NAME_SEARCH_MAX, GAME_TYPES, type GameType } from '@playdeck/contract/lobby';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { useOperatorVendors } from './api/vendors';
import { useGameTypeLabel } from './game-type-label';
import styles from './desk.module.css';

export type GameFilterValues = {
  vendorCode: string;
  gameType: GameType | '';
  search: string;
  enabled: 'true' | 'false' | '';
};

export const NO_GAME_FILTERS: GameFilterValues = { vendorCode: '', gameType: '', search: '', enabled: '' };

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

export function GameFilters({
  value,
  onChange,
}: {
  value: GameFilterValues;
  onChange: (value: GameFilterValues) => void;
}) {
  const { t } = useTranslation();
  const vendors = useOperatorVendors();
  const gameTypeLabel = useGameTypeLabel();
  const [search, setSearch] = useState(value.search);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('operator.games.games.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, search: search.trim() });
      }}
    >
      <Field label={t('operator.games.games.vendor')}>
        <Select
          value={value.vendorCode}
          onChange={(event) => onChange({ ...value, vendorCode: event.target.value })}
        >
          <option value="">{t('operator.games.games.allVendors')}</option>
          {(vendors.data ?? []).map((vendor) => (
            <option key={vendor.code} value={vendor.code}>
              {vendor.displayName} ({vendor.code})
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('operator.games.games.type')}>
        <Select
          value={value.gameType}
          onChange={(event) => {
            const type = event.target.value;
            onChange({ ...value, gameType: isGameType(type) ? type : '' });
          }}
        >
          <option value="">{t('operator.games.games.allTypes')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {gameTypeLabel(type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('operator.games.games.state')}>
        <Select
          value={value.enabled}
          onChange={(event) => {
            const state = event.target.value;
            onChange({ ...value, enabled: state === 'true' || state === 'false' ? state : '' });
          }}
        >
          <option value="">{t('operator.games.games.allStates')}</option>
          <option value="true">{t('operator.enabled')}</option>
          <option value="false">{t('operator.disabled')}</option>
        </Select>
      </Field>
      <Field label={t('operator.games.games.search')} className={styles.searchField}>
        <div className={styles.searchRow}>
          <TextInput
            type="search"
            value={search}
            maxLength={GAME_NAME_SEARCH_MAX}
            placeholder={t('operator.games.games.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('operator.games.games.searchButton')}
          </Button>
        </div>
      </Field>
    </form>
  );
}
