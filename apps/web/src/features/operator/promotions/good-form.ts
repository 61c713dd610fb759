// A points mall good's form values and the contract's input, both ways. The field names are the
// contract's, so a refusal's per-field messages ("name.en", "stock") land on their fields.
import type { OperatorPointsGood, PointsGoodInput } from '@playdeck/contract/points';
import { toWholeNumber } from './reward-form-values';

export interface GoodFormValues {
  name: { vi: string; en: string };
  imageUrl: string;
  points: string;
  stock: string;
  enabled: boolean;
  sortOrder: string;
}

/** The fields a refusal can name. */
export const GOOD_FIELDS = [
  'name.vi',
  'name.en',
  'imageUrl',
  'points',
  'stock',
  'enabled',
  'sortOrder',
] as const;

/** The form of a good, or of a new one (switched on, no stock yet). */
export function toFormValues(good: OperatorPointsGood | null): GoodFormValues {
  return {
    name: { vi: good?.name.vi ?? '', en: good?.name.en ?? '' },
    imageUrl: good?.imageUrl ?? '',
    points: good ? String(good.points) : '',
    stock: String(good?.stock ?? 0),
    enabled: good?.enabled ?? true,
    sortOrder: String(good?.sortOrder ?? 0),
  };
}

/** The whole input the API takes for a create or a replace. */
export function toInput(values: GoodFormValues): PointsGoodInput {
  return {
    name: { vi: values.name.vi, en: values.name.en },
    imageUrl: values.imageUrl.trim(),
    points: toWholeNumber(values.points, 0),
    stock: toWholeNumber(values.stock, 0),
    enabled: values.enabled,
    sortOrder: toWholeNumber(values.sortOrder, 0),
  };
}
