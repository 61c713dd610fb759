// Where a vendor's entry leads: its game type's page, filtered to the vendor.
import type { VendorItem } from '@playdeck/contract/lobby';
import { GAME_TYPE_ROUTES } from './game-types';

export function vendorHref(vendor: VendorItem): string {
  return `${GAME_TYPE_ROUTES[vendor.gameType]}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
}
