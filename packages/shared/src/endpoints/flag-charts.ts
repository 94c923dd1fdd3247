import type { z } from 'zod';
import { workspaceQuery } from '../schemas/common.ts';
import { alertsPerDay, objectsFlagged } from '../schemas/policies.ts';
import { defineEndpoint } from './define.ts';

/**
 * The charts of a policy or of one of its rules, under its own path: the objects it flagged and the alerts it
 * raised over time, each summary naming the subject ('a policy', 'a rule').
 */
export function flagChartEndpoints<const B extends string, P extends z.ZodType>(
  one: B,
  params: P,
  subject: string,
) {
  const tags = ['policies'];
  return {
    objectsFlagged: defineEndpoint({
      method: 'GET',
      path: `${one}crypto-objects-flagged/`,
      summary: `Count the objects ${subject} flagged`,
      params,
      query: workspaceQuery,
      response: objectsFlagged,
      tags,
    }),
    alertsOverTime: defineEndpoint({
      method: 'GET',
      path: `${one}alerts-triggered-over-time/`,
      summary: `Chart the alerts ${subject} raised over time`,
      params,
      query: workspaceQuery,
      response: alertsPerDay,
      tags,
    }),
  };
}
