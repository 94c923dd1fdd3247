import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { PlainTable } from '../ui/plain-table.tsx';
import { shortCaseName } from './case-name.ts';

/** A case an entity belongs to, as entity pages answer it. */
export type AssociatedCase = { id: number; case_id: string; name: string };

/**
 * The Associated Cases tab of the address, transaction and customer pages (spec part 2 §2): each case the entity
 * belongs to, its Case ID opening the case page, its name shortened to 20 characters.
 */
export function AssociatedCases({ cases }: { cases: readonly AssociatedCase[] }) {
  const workspace = useWorkspaceSlug();
  return (
    <PlainTable data-testid="associated-cases" headers={['Case ID', 'Name']}>
      {cases.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td>
            <Anchor component={Link} to={withWorkspace(routes.case({ id: c.id }), workspace)} size="sm">
              {c.case_id}
            </Anchor>
          </Table.Td>
          <Table.Td title={c.name}>{shortCaseName(c.name)}</Table.Td>
        </Table.Tr>
      ))}
    </PlainTable>
  );
}
