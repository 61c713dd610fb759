// Proves what the agent centre reads from the consolidated call: My income's types from the four
// flags alone, the types an agent may offer from its ACTIVE contracts, and who may hold a contract.
import { describe, expect, it } from 'vitest';
import { canHoldContract, incomeTypes, offerableTypes, ownContract } from './contract-types';
import { consolidated, contract } from './test-data';

describe('incomeTypes', () => {
  it('lists the types whose flag is on, in the menu order', () => {
    expect(incomeTypes(undefined)).toEqual([]);
    expect(incomeTypes(consolidated())).toEqual([]);
    expect(incomeTypes(consolidated({ realtimesalreqtype: true, divtypereq: true }))).toEqual([
      'DIVIDEND',
      'REALTIME',
    ]);
    expect(incomeTypes(consolidated({ contracthoursalreqtype: true, dailysalreqtype: true }))).toEqual([
      'DAILY',
      'HOURLY',
    ]);
  });
});

describe('offerableTypes and ownContract', () => {
  it('takes only the ACTIVE contracts the agent holds, by type and category', () => {
    const value = consolidated({
      dividend: { enabled: true, contracts: [contract({ id: 1, category: 'RNG' })], offers: [] },
      salary: {
        enabled: true,
        contracts: [contract({ id: 2, type: 'REALTIME', status: 'TERMINATED' })],
        offers: [],
      },
      hourlySalary: {
        enabled: true,
        contracts: [],
        offers: [contract({ id: 3, type: 'HOURLY', status: 'PENDING' })],
      },
    });
    expect(offerableTypes(value)).toEqual(['DIVIDEND']);
    expect(ownContract(value, 'DIVIDEND', 'RNG')?.id).toBe(1);
    expect(ownContract(value, 'DIVIDEND', 'ALL')).toBeUndefined();
  });
});

describe('canHoldContract', () => {
  it('is a direct child of an agent account type', () => {
    for (const accountType of [1, 2, 41, 42])
      expect(canHoldContract({ directChild: true, accountType })).toBe(true);
    for (const accountType of [0, 4, 9])
      expect(canHoldContract({ directChild: true, accountType })).toBe(false);
    expect(canHoldContract({ directChild: false, accountType: 1 })).toBe(false);
  });
});
