// The settlement schedule (../shared/AGENTS.md §5), as scheduler jobs: each ticks every minute under
// its advisory lock and settles the periods of its type whose time has come (dividend 02:10 on the 1st
// and 16th, daily wage 02:05 the next day, hourly wage 5 minutes past the next hour, real-time salary
// 2 minutes after each 5-minute window), each period once more under its own lock; the retry of
// unpaid bills runs every 20 minutes, and offers past their days expire every minute.
import { CONTRACT_TYPES } from '@playdeck/contract/contracts';
import type { Job } from '../../jobs/scheduler';
import type { ContractsService } from './contracts.service';
import type { SettlementService } from './settlement.service';

const MINUTE_MS = 60_000;
export const SETTLEMENT_TICK_MS = MINUTE_MS;
export const RETRY_INTERVAL_MS = 20 * MINUTE_MS;

export function settlementJobs(
  settlement: Pick<SettlementService, 'runDue' | 'retryOwed'>,
  contracts: Pick<ContractsService, 'expireOffers'>,
): Record<string, Job> {
  const jobs: Record<string, Job> = {};
  for (const type of CONTRACT_TYPES) {
    jobs[`settle${type}`] = {
      name: `settle-${type.toLowerCase()}`,
      intervalMs: SETTLEMENT_TICK_MS,
      run: async () => void (await settlement.runDue(type)),
    };
  }
  jobs.settlementRetry = {
    name: 'settlement-retry',
    intervalMs: RETRY_INTERVAL_MS,
    run: async () => void (await settlement.retryOwed()),
  };
  jobs.contractOfferExpiry = {
    name: 'contract-offer-expiry',
    intervalMs: MINUTE_MS,
    run: async () => void (await contracts.expireOffers()),
  };
  return jobs;
}
