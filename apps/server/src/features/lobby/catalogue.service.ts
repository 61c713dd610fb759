// The operator's catalogue desk (the issue's "catalogue managed through the operator's vendor and
// game tables"): vendors and games switched on and off, renamed, re-iconed, marked hot, given a
// free trial and ordered. Every change drops this process's in-memory lanes and catalogue at once
// (onChange), and every other process's when the operator's change is announced on the bus
// (plugins/site-changes.ts), so members see it on their next list.
import type {
  GameUpdate,
  OperatorGame,
  OperatorGamesValue,
  OperatorVendor,
  VendorUpdate,
} from '@playdeck/contract/lobby';
import { WALLET_MODES } from '@playdeck/contract/lobby';
import type { Database } from '../../plugins/database';
import { changeOf, type AuditWriter } from '../audit/audit.service';
import { AppError } from '../../plugins/errors';
import { createCatalogueRepository, type GameFilterForOperator } from './catalogue.repository';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

type ParsedGamesQuery = GameFilterForOperator & { pageNo: number; pageSize: number };

export function createCatalogueService(deps: { db: Database; onChange: () => void }) {
  const repository = createCatalogueRepository(deps.db);
  return {
    async vendors(): Promise<OperatorVendor[]> {
      return (await repository.listVendors()).map((vendor) => ({
        ...vendor,
        walletMode: WALLET_MODES.find((mode) => mode === vendor.walletMode) ?? 'seamless',
      }));
    },

    /** With an audit writer, the trail's entry (the fields changed, before and after) is in its transaction. Errors: VENDOR_NOT_FOUND 404. */
    async updateVendor(code: string, change: VendorUpdate, audit?: AuditWriter): Promise<OperatorVendor> {
      await deps.db.transaction(async (transaction) => {
        const store = createCatalogueRepository(transaction);
        const before = await store.findVendor(code);
        if (!before || !(await store.updateVendor(code, change))) throw new AppError('VENDOR_NOT_FOUND', 404);
        await audit?.(transaction, {
          action: 'games.vendor',
          targetType: 'vendor',
          targetId: code,
          ...changeOf(before, change),
        });
      });
      deps.onChange();
      const vendor = (await this.vendors()).find((candidate) => candidate.code === code);
      if (!vendor) throw new AppError('VENDOR_NOT_FOUND', 404);
      return vendor;
    },

    async games(query: ParsedGamesQuery): Promise<OperatorGamesValue> {
      const { pageNo, pageSize, ...filter } = query;
      const { rows, total } = await repository.listGames(filter, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map(toOperatorGame),
        pageNo,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },

    /** With an audit writer, the trail's entry (the fields changed, before and after) is in its transaction. Errors: GAME_NOT_FOUND 404. */
    async updateGame(id: number, change: GameUpdate, audit?: AuditWriter): Promise<OperatorGame> {
      const updated = await deps.db.transaction(async (transaction) => {
        const store = createCatalogueRepository(transaction);
        const before = await store.findGame(id);
        const row = before ? await store.updateGame(id, change) : null;
        if (!before || !row) throw new AppError('GAME_NOT_FOUND', 404);
        await audit?.(transaction, {
          action: 'games.game',
          targetType: 'game',
          targetId: id,
          ...changeOf(before, change),
        });
        return row;
      });
      deps.onChange();
      return toOperatorGame(updated);
    },
  };
}

function toOperatorGame(row: {
  id: number;
  vendorCode: string;
  gameCode: string;
  name: string;
  nameVi: string | null;
  gameType: string;
  gameClassify: string | null;
  iconUrl: string;
  isHot: number;
  supportPlay: number;
  isVassalage: boolean;
  enabled: boolean;
  sortOrder: number;
}): OperatorGame {
  const { id, vendorCode, gameCode, name, nameVi, gameType, gameClassify, iconUrl } = row;
  const { isHot, supportPlay, isVassalage, enabled, sortOrder } = row;
  return {
    id,
    vendorCode,
    gameCode,
    name,
    nameVi,
    gameType,
    gameClassify,
    iconUrl,
    isHot,
    supportPlay,
    isVassalage,
    enabled,
    sortOrder,
  };
}
