// What the agent centre reads from the consolidated call (SPEC.md §2 "Agent centre menu", §3), pure:
// which types My income shows (the four flags SPEC.md names), which types the agent may offer its
// children (those it holds an ACTIVE contract of, AGENTS.md §2 "Offer rules"), and each type's
// tier shape (AGENTS.md §2 "Tier").
import {
  CONSOLIDATED_KEYS,
  CONTRACT_TYPES,
  type Consolidated,
  type Contract,
  type ContractCategory,
  type ContractType,
} from '@playdeck/contract/contracts';
import { isAgentType } from '@playdeck/contract/account';

type MenuFlag = 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreqtype' | 'realtimesalreqtype';

/** The consolidated flag that shows each type in My income (SPEC.md §3's names). */
export const MENU_FLAGS: Record<ContractType, MenuFlag> = {
  DIVIDEND: 'divtypereq',
  DAILY: 'dailysalreqtype',
  HOURLY: 'contracthoursalreqtype',
  REALTIME: 'realtimesalreqtype',
};

/** The types My income has a tab for; none hides the menu item. */
export function incomeTypes(consolidated: Consolidated | undefined): ContractType[] {
  if (!consolidated) return [];
  return CONTRACT_TYPES.filter((type) => consolidated[MENU_FLAGS[type]]);
}

/** The agent's ACTIVE contracts of a type, one per category. */
export function ownContracts(consolidated: Consolidated | undefined, type: ContractType): Contract[] {
  return (
    consolidated?.[CONSOLIDATED_KEYS[type]].contracts.filter((contract) => contract.status === 'ACTIVE') ?? []
  );
}

/** The agent's ACTIVE contract of one type and category: the ceiling of what it may offer. */
export function ownContract(
  consolidated: Consolidated | undefined,
  type: ContractType,
  category: ContractCategory,
): Contract | undefined {
  return ownContracts(consolidated, type).find((contract) => contract.category === category);
}

/** The types the agent may offer a child: those it holds an ACTIVE contract of. */
export function offerableTypes(consolidated: Consolidated | undefined): ContractType[] {
  return CONTRACT_TYPES.filter((type) => ownContracts(consolidated, type).length > 0);
}

/** Daily and hourly wages may pay a fixed amount instead of a rate. */
export const allowsFixedAmount = (type: ContractType) => type === 'DAILY' || type === 'HOURLY';

/**
 * Whether a type's tiers have a net-loss threshold: the dividend's always (net loss is its base), the
 * wages' optionally, the real-time salary's never. A threshold left blank is 0.
 */
export const NET_LOSS_THRESHOLD: Record<ContractType, 'shown' | 'optional' | 'none'> = {
  DIVIDEND: 'shown',
  DAILY: 'optional',
  HOURLY: 'optional',
  REALTIME: 'none',
};

/** Contract statuses the issuer may still end: an ACTIVE contract, or an offer not yet answered. */
export const isTerminable = (contract: Pick<Contract, 'status'>) =>
  contract.status === 'ACTIVE' || contract.status === 'PENDING';

/** A contract is offered to a direct child that is an agent (account type 1, 2, 41 or 42). */
export const canHoldContract = (child: { directChild: boolean; accountType: number }) =>
  child.directChild && isAgentType(child.accountType);
