import { Alert, Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { RISK_LEVEL_LABELS, type RiskLevel, type RuleDto } from '@riskscreen/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';

const CUSTOM_LISTS_PATH = routes.customLists();

/** Where the rules of the Custom Lists policy are changed: their lists (spec part 3 §2.8, §6). */
function CustomListsLink() {
  const workspace = useWorkspaceSlug();
  return (
    <Anchor component={Link} to={withWorkspace(CUSTOM_LISTS_PATH, workspace)}>
      Custom Lists
    </Anchor>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * A rule of the Custom Lists policy, shown rather than edited: the list makes it, and its name, risk level and
 * status follow the list (system lists cannot be renamed, re-levelled or toggled at all). The server refuses
 * every direct write, so a form here could never be saved.
 */
export function CustomListRule({ rule }: { rule: RuleDto }) {
  const list = rule.custom_tag_name ?? rule.rule_name;
  return (
    <Stack gap="lg" data-testid="custom-list-rule">
      <Alert color="blue" icon={<IconInfoCircle />} title="This rule follows its custom list">
        It raises an alert when an address is on the list {list}, at the list's risk level. Its name, risk
        level and status change with the list in <CustomListsLink />.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Rule Name">
          <Text size="sm">{rule.rule_name}</Text>
        </Field>
        <Field label="Risk Level">
          <Group>
            <Badge variant="light" style={{ minWidth: 'max-content' }}>
              {RISK_LEVEL_LABELS[rule.alert_level as RiskLevel] ?? rule.alert_level}
            </Badge>
          </Group>
        </Field>
        <Field label="Status">
          <Text size="sm">{rule.is_enabled ? 'Live' : 'Disabled'}</Text>
        </Field>
      </SimpleGrid>
      <Field label="Conditions">
        <List size="sm">
          {rule.condition_sentences.map((sentence, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions are ordered and may repeat
            <List.Item key={i}>{sentence}</List.Item>
          ))}
        </List>
      </Field>
    </Stack>
  );
}

/** Add Rule on the Custom Lists policy: its rules come from lists, so the builder is not offered. */
export function CustomListRuleAddNotice() {
  return (
    <Alert color="blue" icon={<IconInfoCircle />} title="Rules of this policy come from custom lists">
      Each custom list has one rule here, made with the list. To add one, create a list in <CustomListsLink />
      .
    </Alert>
  );
}
