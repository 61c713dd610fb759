// The lobby's catalogue views. Vendor lanes change only when the operator edits vendors, so they are
// kept in memory for a short while; `flush` rebuilds them at once.
import {
  GAME_TYPES,
  type GameType,
  type LaunchRequest,
  type LaunchValue,
  type VendorsResponse,
} from '@playdeck/contract/lobby';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { buildLanes, prizeModeOf } from './lanes';
import { createLobbyRepository } from './lobby.repository';

const LANES_TTL_MS = 30_000;

export type LobbyService = ReturnType<typeof createLobbyService>;

/**
 * A vendor's launch API (DESIGN.md "Game vendors": `launch(member, game) → url`). The house vendor
 * answers in process; a third-party adapter would call the vendor over HTTP.
 */
export type VendorLauncher = (input: {
  playerId: number;
  vendorCode: string;
  gameCode: string;
  language: string;
}) => Promise<{ url: string }>;

export function createLobbyService(deps: { db: Database; houseLauncher?: VendorLauncher }) {
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

  /**
   * Launches a game for a member: its vendor's launch answers the game's address.
   * Errors: GAME_NOT_FOUND 404 (unknown or disabled game or vendor), VENDOR_UNAVAILABLE 503 (a vendor
   * with no launch adapter here).
   */
  async function launch(playerId: number, request: LaunchRequest, language: string): Promise<LaunchValue> {
    const game =
      request.gameId !== undefined
        ? await repository.findGameById(request.gameId)
        : request.gameCode !== undefined
          ? await repository.findGame(request.vendorCode!, request.gameCode)
          : await repository.firstGameOf(request.vendorCode!);
    const vendor = game && (await repository.findVendor(game.vendorCode));
    if (!game || !game.enabled || !vendor || !vendor.enabled) throw new AppError('GAME_NOT_FOUND', 404);
    const launcher = vendor.isHouse ? deps.houseLauncher : undefined;
    if (!launcher) throw new AppError('VENDOR_UNAVAILABLE', 503);
    const { url } = await launcher({ playerId, vendorCode: vendor.code, gameCode: game.gameCode, language });
    return { url, vendorCode: vendor.code, gameCode: game.gameCode, gameType: game.gameType as GameType };
  }

  return { vendors, launch };
}
