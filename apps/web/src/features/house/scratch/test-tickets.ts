// A card and tickets as the server answers them, for the scratch page's tests.
import type { ScratchCardValue, ScratchTicketValue } from '@playdeck/contract/scratch';

export function testCard(overrides: Partial<ScratchCardValue> = {}): ScratchCardValue {
  return {
    cardCode: 'SC01',
    name: { en: 'Lucky Coins', vi: 'Xu May Mắn' },
    price: '1.00',
    colour: '#b22222',
    symbols: [
      { code: 'COIN', name: { en: 'Coin', vi: 'Đồng xu' }, colour: '#c9a227' },
      { code: 'RED-ENVELOPE', name: { en: 'Red envelope', vi: 'Bao lì xì' }, colour: '#c0392b' },
      { code: 'LANTERN', name: { en: 'Lantern', vi: 'Đèn lồng' }, colour: '#e67e22' },
      { code: 'LUCKY-CAT', name: { en: 'Lucky cat', vi: 'Mèo thần tài' }, colour: '#f5f0e6' },
      { code: 'GOLD-INGOT', name: { en: 'Gold ingot', vi: 'Thỏi vàng' }, colour: '#e0b03a' },
      { code: 'JADE-DRAGON', name: { en: 'Jade dragon', vi: 'Rồng ngọc' }, colour: '#2e8b57' },
    ],
    tiers: [
      { symbolCode: 'COIN', multiple: 1, prize: '1.00', weight: 380_000, oddsOneIn: '2.63' },
      { symbolCode: 'RED-ENVELOPE', multiple: 2, prize: '2.00', weight: 200_000, oddsOneIn: '5.00' },
      { symbolCode: 'LANTERN', multiple: 5, prize: '5.00', weight: 25_000, oddsOneIn: '40.00' },
      { symbolCode: 'LUCKY-CAT', multiple: 10, prize: '10.00', weight: 4_000, oddsOneIn: '250.00' },
      { symbolCode: 'GOLD-INGOT', multiple: 50, prize: '50.00', weight: 100, oddsOneIn: '10000.00' },
      { symbolCode: 'JADE-DRAGON', multiple: 500, prize: '500.00', weight: 2, oddsOneIn: '500000.00' },
    ],
    noPrizeWeight: 390_898,
    totalWeight: 1_000_000,
    rtpPercent: '95.10',
    anyPrizePercent: '60.91',
    roundIntervalMs: 0,
    ...overrides,
  };
}

/** A ticket winning 10× (three lucky cats in cells 1, 4 and 8), bought with 100.00: 100 − 1 + 10. */
export function winningTicket(overrides: Partial<ScratchTicketValue> = {}): ScratchTicketValue {
  return {
    requestId: '6f1c1d2e-9d7e-4a43-9a8a-0e7b5a3c2d11',
    roundId: 'PDSCRATCH-6f1c1d2e-9d7e-4a43-9a8a-0e7b5a3c2d11',
    cardCode: 'SC01',
    price: '1.00',
    tierIndex: 3,
    multiple: 10,
    prize: '10.00',
    cells: [
      'COIN',
      'LUCKY-CAT',
      'LANTERN',
      'JADE-DRAGON',
      'LUCKY-CAT',
      'COIN',
      'GOLD-INGOT',
      'LANTERN',
      'LUCKY-CAT',
    ],
    winningCells: [1, 4, 8],
    balance: '109.00',
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'my-seed',
    nonce: 7,
    ...overrides,
  };
}

/** A ticket without a prize (no symbol three times), bought with 100.00. */
export function losingTicket(overrides: Partial<ScratchTicketValue> = {}): ScratchTicketValue {
  return winningTicket({
    tierIndex: null,
    multiple: 0,
    prize: '0.00',
    cells: [
      'COIN',
      'LUCKY-CAT',
      'LANTERN',
      'JADE-DRAGON',
      'RED-ENVELOPE',
      'COIN',
      'GOLD-INGOT',
      'LANTERN',
      'JADE-DRAGON',
    ],
    winningCells: [],
    balance: '99.00',
    ...overrides,
  });
}
