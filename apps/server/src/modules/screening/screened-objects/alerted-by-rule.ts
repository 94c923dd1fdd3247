import type { AlertObjectType } from '@riskscreen/shared';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * The list filter rule_name: the object (its id column, e.g. screened_addresses.id) has an alert of the workspace,
 * in any workflow stage, raised by the workspace's rule of that name (whole name, case-insensitive). Both the alert
 * and the rule are scoped to the workspace, so another workspace's rule or alert matches nothing.
 */
export function alertedByRuleNamed(
  workspaceId: number,
  objectType: AlertObjectType,
  objectId: Expression<number>,
  ruleName: string,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('alerts as al')
      .innerJoin('rules as ru', 'ru.id', 'al.rule_id')
      .select(sql<number>`1`.as('one'))
      .where('al.workspace_id', '=', workspaceId)
      .where('ru.workspace_id', '=', workspaceId)
      .where('al.object_type', '=', objectType)
      .where('al.object_id', '=', objectId)
      .where(sql<string>`lower(ru.rule_name)`, '=', sql<string>`lower(${ruleName})`),
  );
}
