import { ActionIcon, Anchor, Button, Table, Text } from '@mantine/core';
import type { RuleDto } from '@riskscreen/shared';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useCanEditPolicies } from '../permissions.ts';
import { RiskBadge, StatusBadge } from './badges.tsx';
import { RuleConditions } from './rule-conditions.tsx';
import { RuleStatusSwitch } from './rule-status-switch.tsx';

/** The rule page (made by the rule builder). */
export function rulePath(rule: Pick<RuleDto, 'policy' | 'uuid'>): string {
  return routes.ruleEdit({ policyId: rule.policy, ruleId: rule.uuid });
}

type Props = {
  rules: RuleDto[];
  expanded: ReadonlySet<string>;
  onToggleExpanded: (uuid: string) => void;
  /** Rules across policies show their policy; a policy's own rule list does not. */
  showPolicy?: boolean;
  /** Rules across policies have an Edit button (admins only, spec part 3 §6). */
  showEdit?: boolean;
};

/** Rule rows that expand to their conditions; a row click opens the rule. */
export function RuleTable({ rules, expanded, onToggleExpanded, showPolicy, showEdit }: Props) {
  const { timezone } = useProfile();
  const workspace = useWorkspaceSlug();
  const canEdit = useCanEditPolicies();
  const navigate = useNavigate();
  const open = (rule: RuleDto) => navigate(withWorkspace(rulePath(rule), workspace));
  const stop = (node: ReactNode) => (
    // Controls inside a clickable row act on their own, without opening the rule.
    <div onClick={(event) => event.stopPropagation()}>{node}</div>
  );
  const span = 5 + (showPolicy ? 1 : 0) + (showEdit && canEdit ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={700}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>Rule Name</Table.Th>
            {showPolicy && <Table.Th>Policy</Table.Th>}
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Risk Level</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Updated</Table.Th>
            {showEdit && canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => {
            const isOpen = expanded.has(rule.uuid);
            return (
              <Fragment key={rule.uuid}>
                <Table.Tr style={{ cursor: 'pointer' }} onClick={() => open(rule)} data-testid="rule-row">
                  <Table.Td>
                    {stop(
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={isOpen ? `Collapse ${rule.rule_name}` : `Expand ${rule.rule_name}`}
                        aria-expanded={isOpen}
                        onClick={() => onToggleExpanded(rule.uuid)}
                      >
                        {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>,
                    )}
                  </Table.Td>
                  <Table.Td>
                    {stop(
                      <Anchor component={Link} to={withWorkspace(rulePath(rule), workspace)} fw={500}>
                        {rule.rule_name}
                      </Anchor>,
                    )}
                    <Text size="xs" c="dimmed">
                      {rule.condition_sentences.length === 1
                        ? '1 condition'
                        : `${rule.condition_sentences.length} conditions`}
                    </Text>
                  </Table.Td>
                  {showPolicy && (
                    <Table.Td>
                      <Text size="sm">{rule.policy_name}</Text>
                      <Text size="xs" c="dimmed">
                        {rule.policy_type_verbose} · {rule.policy_enabled ? 'Live' : 'Deactivated'}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <RiskBadge level={rule.alert_level} />
                  </Table.Td>
                  <Table.Td>
                    {canEdit && !rule.policy_is_for_custom_list ? (
                      stop(<RuleStatusSwitch rule={rule} />)
                    ) : (
                      <StatusBadge isEnabled={rule.is_enabled} off="Disabled" />
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(rule.updated_at, timezone)}</Table.Td>
                  {showEdit && canEdit && (
                    <Table.Td>
                      {/* A custom list's rule changes with its list (Settings › Custom Lists), not here. */}
                      {!rule.policy_is_for_custom_list &&
                        stop(
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={withWorkspace(rulePath(rule), workspace)}
                          >
                            Edit
                          </Button>,
                        )}
                    </Table.Td>
                  )}
                </Table.Tr>
                {isOpen && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={span - 1}>
                      <RuleConditions rule={rule} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
