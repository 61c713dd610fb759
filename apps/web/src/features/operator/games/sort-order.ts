// A sort order as typed: whole digits only, so that the number the contract then checks (0 to
// 100000) is never NaN or a fraction, whose message would not name the field's rule.
import { z } from 'zod';

export const sortOrderText = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, 'validation.invalid');
