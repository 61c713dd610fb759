// The account a drill-down screen (downlines, profit and loss) shows, kept in the address
// (`?item=downline&account=42`) so that a reload keeps it and the browser's back button climbs the
// trail again.
import { useSearchParams } from 'react-router';

export const DRILL_DOWN_PARAM = 'account';

export function useDrillDown(): { accountId: number | undefined; open: (accountId?: number) => void } {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(DRILL_DOWN_PARAM));
  const accountId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const open = (next?: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined) updated.delete(DRILL_DOWN_PARAM);
      else updated.set(DRILL_DOWN_PARAM, String(next));
      return updated;
    });
  return { accountId, open };
}
