import { z } from 'zod';

/**
 * The fields of a list's filters as saved in the browser: a damaged or outdated value falls back to "no filter"
 * rather than failing the list.
 */
export const storedFilterFields = {
  /** A yyyy-MM-dd day, or none. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .catch(null),
  numbers: z.array(z.number().int()).catch([]),
  words: z.array(z.string()).catch([]),
  /** A non-empty text, or none. */
  text: z.string().min(1).nullable().catch(null),
};

/** A filter of many values as one query parameter (comma-separated), or none when empty. */
export const joinedValues = (values: readonly (string | number)[]): string | null =>
  values.length > 0 ? values.join(',') : null;
