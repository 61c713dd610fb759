// The operator console's members and agents desk (issue 19 item 1): find an account by username,
// id, mobile, e-mail or sign-in IP, then open its page. The open member is kept in the address
// (?member=<id>), so that a reload or a shared link opens the same page. Its change controls ask the
// staff role's rights by the API path each calls (a balance adjustment is finance's, not support's).
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';
import { MarketingAudiencePanel } from './MarketingAudiencePanel';
import { MemberPage } from './MemberPage';
import { MemberSearchPanel } from './MemberSearchPanel';
import { ReadOnlyNotice } from '../components/staff-rights';

export function MembersDesk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get('member'));
  const open = (id: number | null) =>
    setParams((next) => {
      if (id === null) next.delete('member');
      else next.set('member', String(id));
      return next;
    });
  return (
    <Page title={t('operator.members.title')}>
      <ReadOnlyNotice desk="members" />
      {Number.isInteger(memberId) && memberId > 0 ? (
        <MemberPage id={memberId} onBack={() => open(null)} />
      ) : (
        <>
          <MemberSearchPanel onOpen={open} />
          <MarketingAudiencePanel />
        </>
      )}
    </Page>
  );
}
