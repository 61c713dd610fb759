// The lobby's catalogue views. Vendor lanes change only when the operator edits vendors, so they are
// kept in memory for a short while; `flush` rebuilds them at once.
import { GAME_TYPES, type GameType, type VendorsResponse } from '@playdeck/contract/lobby';
import type { Database } from '../../plugins/database';
import { buildLanes, prizeModeOf } from './lanes';
import { createLobbyRepository } from './lobby.repository';

const LANES_TTL_MS = 30_000;

export type LobbyService = ReturnType<typeof createLobbyService>;

export function createLobbyService(deps: { db: Database }) {
  const repository = createLobbyRepository(deps.db);
  let cached: { value: VendorsResponse; loadedAt: number } | undefined;

  async function loadVendors(): Promise<VendorsResponse> {
    const [vendors, classified] = await Promise.all([
      repository.listEnabledVendors(),
      repository.listVendorClassifies(),
    ]);
    const items = vendors
      .filter((vendor) => (GAME_TYPES as readonly string[]).includes(vendor.gameType))
      .map((vendor) => ({
        vassalage: vendor.code,
        displayName: vendor.displayName,
        gameType: vendor.gameType as GameType,
        lagerIcon: vendor.iconUrl,
        walletMode: vendor.walletMode === 'transfer' ? ('transfer' as const) : ('seamless' as const),
      }));
    const lanes = buildLanes(
      items,
      classified.flatMap((row) =>
        row.gameClassify ? [{ vassalage: row.vassalage, gameClassify: row.gameClassify }] : [],
      ),
    );
    return { lanes, prizeMode: prizeModeOf(lanes) };
  }

  async function vendors(options: { flush?: boolean } = {}): Promise<VendorsResponse> {
    if (options.flush || !cached || Date.now() - cached.loadedAt > LANES_TTL_MS) {
      cached = { value: await loadVendors(), loadedAt: Date.now() };
    }
    return cached.value;
  }

  return { vendors };
}
