// Reopens the forced password change after a reload: the server remembers that this session signed
// in with the default or an expired password (member info `passwordChangeRequired`) and allows
// nothing else until it is changed.
import { useEffect } from 'react';
import { useMember } from '../../../lib/member';
import { useSession } from '../../../lib/session';
import { changePasswordStore, openChangePassword } from '../password-modals';

export function ForcedPasswordChange() {
  const { data: member } = useMember();
  const { isAgent } = useSession();
  useEffect(() => {
    if (member?.passwordChangeRequired && changePasswordStore.get() === null) {
      openChangePassword({ forced: true, homePath: isAgent ? '/agentHome' : '/' });
    }
  }, [member?.passwordChangeRequired, isAgent]);
  return null;
}
