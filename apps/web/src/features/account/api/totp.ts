// Authenticator set-up calls of the security centre.
import { accountPaths } from '@playdeck/contract/account';
import { api } from '../../../lib/api-client';

export type TotpSetup = { secret: string; otpauthUrl: string };

export const beginTotpSetup = () => api.post<TotpSetup>(accountPaths.totpSetup);
export const confirmTotpSetup = (code: string) => api.post<null>(accountPaths.totpEnable, { code });
