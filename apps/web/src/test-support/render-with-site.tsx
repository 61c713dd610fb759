// Renders a component the way the started site does, without a server: the start-up permission is
// put straight into the query cache (with the whitelabel flags a test chooses), under the dialog
// provider and a memory router.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Permission } from '@playdeck/contract/site';
import { permissionQueryKey } from '../lib/permission';
import { DialogProvider } from '../ui/dialogs';

export function testPermission(flags: Record<string, boolean> = {}): Permission {
  return {
    systemStatus: 0,
    maintenance: false,
    regionRestriction: false,
    location: '127.0.0.1',
    country: 'VN',
    siteName: 'Playdeck',
    mainDomain: 'play.example',
    domainRoute: [],
    currencySymbol: '$',
    hasVip: true,
    timeZoneOffsetMinutes: 480,
    maintenanceMessage: '',
    gtagId: '',
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [],
    resources: {},
    footerVendors: [],
    whitelabel: { flags, tree: [] },
    encryption: { kid: 'test', jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB', alg: 'RSA-OAEP-256', kid: 'test' } },
  };
}

export function renderWithSite(
  ui: ReactNode,
  {
    flags = {},
    path = '/',
    cache = [],
    permission = {},
  }: {
    flags?: Record<string, boolean>;
    path?: string;
    /** Start-up answers other than the test's defaults (the site name, its resources…). */
    permission?: Partial<Permission>;
    /** Query answers to put in the cache before the first render: [query key, value]. */
    cache?: [readonly unknown[], unknown][];
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(permissionQueryKey, { ...testPermission(flags), ...permission });
  for (const [key, value] of cache) queryClient.setQueryData(key, value);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}
