// GET /api/operator/audit: the audit trail, newest first, filtered as the operator asks; read only.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditPaths, type AuditPage } from '@playdeck/contract/audit';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const AUDIT_PAGE_SIZE = 20;

export type AuditSearch = {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** Instants (ISO) or '' for no bound. */
  from: string;
  to: string;
  text: string;
  pageNo: number;
};

export function useAuditTrail(search: AuditSearch) {
  const { token } = useSession();
  const orUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return useQuery({
    queryKey: ['operator-audit', token, search],
    queryFn: () =>
      api.get<AuditPage>(auditPaths.operatorList, {
        query: {
          actor: orUndefined(search.actor),
          action: orUndefined(search.action),
          targetType: orUndefined(search.targetType),
          targetId: orUndefined(search.targetId),
          from: orUndefined(search.from),
          to: orUndefined(search.to),
          text: orUndefined(search.text),
          pageNo: search.pageNo,
          pageSize: AUDIT_PAGE_SIZE,
        },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
