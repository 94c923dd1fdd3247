import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AlertDto, ruleConditionSchema, ruleSentence } from '@riskscreen/shared';
import { JoinedConditions } from '../../../components/ui/joined-conditions.tsx';

/** A condition in words when it reads as one; otherwise its type and parameters as they are. */
function conditionText(condition: Record<string, unknown>, customTagName: string | null): string {
  const parsed = ruleConditionSchema.safeParse(condition);
  if (parsed.success) return ruleSentence(parsed.data, { customTagName: customTagName ?? undefined });
  const params = Object.entries(condition)
    .filter(([key, value]) => key !== 'rule_condition_type' && value !== null && value !== undefined)
    .map(
      ([key, value]) =>
        `${key.replace(/_/g, ' ')}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    );
  return [`Condition type ${String(condition.rule_condition_type)}`, ...params].join(' · ');
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The policy and rule behind the alert: what it checks, in words, and what the latest firing observed. */
export function RuleSection({ alert, isRuleShown }: { alert: AlertDto; isRuleShown: boolean }) {
  const rule = alert.rule_register;
  const clauses = alert.latest_item_body
    .map((clause) => (typeof clause.text === 'string' ? clause.text : null))
    .filter((text): text is string => text !== null);
  return (
    <Stack gap="md" data-testid="alert-rule">
      <Paper withBorder p="md" radius="md">
        <Title order={6} mb="sm">
          Policy
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label="Policy name">{rule.policy_name}</Field>
          <Field label="Category">{rule.policy_category_verbose}</Field>
          <Field label="Description">{rule.policy_description || '-'}</Field>
        </SimpleGrid>
      </Paper>
      {isRuleShown && (
        <Paper withBorder p="md" radius="md" data-testid="alert-rule-block">
          <Group justify="space-between" mb="sm">
            <Title order={6}>Rule: {rule.rule_name}</Title>
            {rule.custom_tag_name && (
              <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
                Tags: {rule.custom_tag_name}
              </Badge>
            )}
          </Group>
          <JoinedConditions
            sentences={rule.rule_conditions.map((condition) =>
              conditionText(condition, rule.custom_tag_name),
            )}
            isAnyOf={rule.is_only_or_conditions}
            gap={6}
            testId="alert-rule-conditions"
          />
        </Paper>
      )}
      {clauses.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={6} mb="sm">
            Latest trigger
          </Title>
          <List size="sm" spacing={4} data-testid="alert-latest-trigger">
            {clauses.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: clauses are ordered
              <List.Item key={i}>{text}</List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
