// The member's prizes: which draw, the rank and ticket, the amount, and Claim for a prize not yet
// claimed (or when it was claimed). A claim says what it paid and the new balance, and refreshes the
// header's; a refusal shows the server's words.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleWin } from '@playdeck/contract/raffle';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { PanelNote, PanelSection } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import { useClaimRaffleWin } from '../api/claim-raffle-win';

export function RaffleWins({ wins }: { wins: readonly RaffleWin[] }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const guards = useActionGuards();
  const dialogs = useDialogs();
  const claim = useClaimRaffleWin();
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });

  const press = async (win: RaffleWin) => {
    if (!guards.requireRealAccount()) return;
    setClaimingId(win.id);
    try {
      const result = await claim.mutateAsync(win.id);
      await dialogs.success(
        t('raffle.wins.claimed', { amount: money(result.win.amount), balance: money(result.balance) }),
      );
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setClaimingId(null);
    }
  };

  return (
    <PanelSection title={t('raffle.wins.title')}>
      {wins.length === 0 ? (
        <PanelNote>{t('raffle.wins.empty')}</PanelNote>
      ) : (
        <DataTable density="compact" aria-label={t('raffle.wins.title')} data-testid="raffle-wins">
          <DataTableHead
            columns={[
              { key: 'draw', header: t('raffle.wins.draw') },
              { key: 'rank', header: t('raffle.rank'), numeric: true },
              { key: 'ticketNo', header: t('raffle.ticketNo'), numeric: true },
              { key: 'amount', header: t('raffle.amount'), numeric: true },
              { key: 'status', header: t('raffle.wins.status') },
            ]}
          />
          <tbody>
            {wins.map((win) => (
              <tr key={win.id}>
                <td>{win.drawTitle}</td>
                <td className={numericCell}>{win.rank}</td>
                <td className={numericCell}>{t('raffle.ticket', { number: win.ticketNo })}</td>
                <td className={numericCell}>{money(win.amount)}</td>
                <td>
                  {win.status === 'UNCLAIMED' ? (
                    <Button
                      size="sm"
                      loading={claimingId === win.id}
                      aria-label={t('raffle.wins.claimLabel', { title: win.drawTitle, rank: win.rank })}
                      onClick={() => void press(win)}
                    >
                      {t('raffle.wins.claim')}
                    </Button>
                  ) : (
                    <PanelNote as="span">
                      {t('raffle.wins.claimedAt', {
                        time: win.claimedAt ? clock.format(win.claimedAt) : '',
                      })}
                    </PanelNote>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </PanelSection>
  );
}
