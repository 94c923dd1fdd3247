import { ActionIcon, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  offersSelfRiskType,
  type PolicyType,
  RULE_TEMPLATES,
  type RuleConditionField,
  type RuleTemplateNumber,
} from '@riskscreen/shared';
import { IconTrash } from '@tabler/icons-react';
import { type ConditionDraft, type ConditionValue, emptyCondition, isSelfChoice } from '../rule-draft.ts';
import { conditionErrors, conditionFieldError, type RuleErrors } from '../rule-errors.ts';
import { ConditionFields } from './condition-fields.tsx';
import { ConditionSentence } from './condition-sentence.tsx';

type Props = {
  index: number;
  condition: ConditionDraft;
  offered: readonly RuleTemplateNumber[];
  policyType: PolicyType;
  errors: RuleErrors;
  onChange: (condition: ConditionDraft) => void;
  onRemove: () => void;
};

function templateLabel(n: RuleTemplateNumber): string {
  return `${n}. ${RULE_TEMPLATES[n].name}`;
}

/** One condition: its template, the template's fields, and the condition in words. */
export function ConditionCard({ index, condition, offered, policyType, errors, onChange, onRemove }: Props) {
  const template = condition.rule_condition_type;
  // A stored condition of a template this builder does not offer (a custom list's system rule) stays as is.
  const isSystem = !offered.includes(template);
  const choices = (isSystem ? [template, ...offered] : offered).map((n) => ({
    value: String(n),
    label: templateLabel(n),
    disabled: n === template && isSystem,
  }));

  const changeTemplate = (next: string | null) => {
    if (next === null) return;
    const nextTemplate = Number(next) as RuleTemplateNumber;
    const fresh = emptyCondition(nextTemplate);
    const direction = condition.values.risk_types;
    // The object itself (risk type 3) carries over only to a template that offers it.
    const keepsDirection =
      'risk_types' in fresh.values &&
      direction !== undefined &&
      (!isSelfChoice(direction) || offersSelfRiskType(nextTemplate, policyType));
    const keepDirection = keepsDirection ? { risk_types: direction } : {};
    onChange({ ...fresh, key: condition.key, values: { ...fresh.values, ...keepDirection } });
  };
  const changeField = (field: RuleConditionField, value: ConditionValue) =>
    onChange({ ...condition, values: { ...condition.values, [field]: value } });
  const errorOf = (field: RuleConditionField) => conditionFieldError(errors, index, field);
  const conditionError = conditionErrors(errors, index);

  return (
    <Paper withBorder radius="md" p="md" aria-label={`Condition ${index + 1}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Select
            label={`Condition ${index + 1}`}
            data={choices}
            value={String(template)}
            allowDeselect={false}
            searchable
            disabled={isSystem}
            error={conditionFieldError(errors, index, 'rule_condition_type')}
            onChange={changeTemplate}
            style={{ flex: 1 }}
          />
          <Tooltip label="Remove condition">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove condition ${index + 1}`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <ConditionFields
          condition={condition}
          policyType={policyType}
          errorOf={errorOf}
          isLocked={isSystem}
          onChange={changeField}
        />
        {conditionError && (
          <Text size="sm" c="red">
            {conditionError}
          </Text>
        )}
        <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
          <ConditionSentence condition={condition} />
        </Paper>
      </Stack>
    </Paper>
  );
}
