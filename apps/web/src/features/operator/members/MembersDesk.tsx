// The operator console's members and agents desk (issue 19 item 1): find an account by username,
// id, mobile, e-mail or sign-in IP, then open its page. The open member is kept in the address
// (?member=<id>), so that a reload or a shared link opens the same page.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';
import { MarketingAudiencePanel } from './MarketingAudiencePanel';
import { MemberPage } from './MemberPage';
import { MemberSearchPanel } from './MemberSearchPanel';

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
