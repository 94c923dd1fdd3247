import { z } from 'zod';

/** The web keeps empty filters in the URL as '' or 'null': both read as a filter not set. */
export const unset = (value: unknown) => (value === '' || value === 'null' ? undefined : value);

/** A yes/no list filter as clients spell it in a query string ('true', 'True', '1', …); empty is not set. */
export const booleanParam = z.preprocess(
  unset,
  z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .transform((v) => v === 'true' || v === 'True' || v === '1')
    .optional(),
);
