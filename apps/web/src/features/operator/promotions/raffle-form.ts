// A raffle draw's form values and the contract's input, both ways: the title in each language, when
// it draws (written at the site's wall clock, as a promotion's start is: promotion-form) and its
// prizes by rank, a growing list of 1 to 20 amounts. A refusal names a prize by its place
// ("prizes.2"), which the form holds as "prizes.2.amount"; a rule on the whole list ("prizes") goes
// above the list.
import type { Path } from 'react-hook-form';
import type { OperatorRaffleDraw, RaffleDrawInput } from '@playdeck/contract/raffle';
import { isoToSiteInput, siteInputToIso } from './promotion-form';

/** The most prizes one draw may have (raffleDrawInputSchema). */
export const PRIZES_MAX = 20;

export interface DrawFormValues {
  title: { vi: string; en: string };
  drawsAt: string;
  /** Objects, as react-hook-form's field arrays hold them. */
  prizes: { amount: string }[];
}

/** The API's field names a refusal can use, mapped to the form's. */
export const DRAW_FIELDS: Readonly<Record<string, Path<DrawFormValues>>> = {
  'title.vi': 'title.vi',
  'title.en': 'title.en',
  drawsAt: 'drawsAt',
  prizes: 'prizes',
  ...Object.fromEntries(
    Array.from({ length: PRIZES_MAX }, (_, index) => [`prizes.${index}`, `prizes.${index}.amount` as const]),
  ),
};

/** An empty prize row, for a new draw and the Add button. */
export const emptyPrize = () => ({ amount: '' });

/** The form of a draw, or of a new one with one prize to fill in. */
export function toFormValues(draw: OperatorRaffleDraw | null, offsetMinutes: number): DrawFormValues {
  return {
    title: { vi: draw?.titles.vi ?? '', en: draw?.titles.en ?? '' },
    drawsAt: isoToSiteInput(draw?.drawsAt, offsetMinutes),
    prizes: draw && draw.prizes.length > 0 ? draw.prizes.map((amount) => ({ amount })) : [emptyPrize()],
  };
}

/** The whole input the API takes for a create or a replace. */
export function toInput(values: DrawFormValues, offsetMinutes: number): RaffleDrawInput {
  return {
    title: { vi: values.title.vi, en: values.title.en },
    drawsAt: siteInputToIso(values.drawsAt, offsetMinutes) ?? '',
    prizes: values.prizes.map((prize) => prize.amount.trim()),
  };
}
