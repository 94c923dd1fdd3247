import { Group, Pagination } from '@mantine/core';
import { PAGE_SIZE, type RuleDto } from '@riskscreen/shared';
import { useState } from 'react';
import { ListState } from './list-state.tsx';
import { RuleTable } from './rule-table.tsx';

type RulesQuery = {
  data: { results: RuleDto[]; count: number } | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** Which rule rows show their conditions, by uuid, and the toggle of one row. */
export function useExpandedRules() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uuid: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });
  return { expanded, setExpanded, toggle };
}

/** A page of rules (its loading, failure and empty states) with the pages below when there are more. */
export function PagedRuleTable({
  rules,
  page,
  onPage,
  expanded,
  onToggleExpanded,
  showPolicy,
  showEdit,
}: {
  rules: RulesQuery;
  page: number;
  onPage: (page: number) => void;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (uuid: string) => void;
  showPolicy?: boolean;
  showEdit?: boolean;
}) {
  const rows = rules.data?.results ?? [];
  const pages = Math.ceil((rules.data?.count ?? 0) / PAGE_SIZE.list);
  return (
    <>
      <ListState
        isPending={rules.isPending}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        isEmpty={rows.length === 0}
        emptyText="No rules found"
      >
        <RuleTable
          rules={rows}
          expanded={expanded}
          onToggleExpanded={onToggleExpanded}
          showPolicy={showPolicy}
          showEdit={showEdit}
        />
      </ListState>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination value={page} total={pages} onChange={onPage} size="sm" />
        </Group>
      )}
    </>
  );
}
