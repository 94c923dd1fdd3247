import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  MAX_RULE_CONDITIONS,
  type PolicyCategory,
  type PolicyType,
  RISK_LEVEL_LABELS,
  RULE_ACTION_LABELS,
  RULE_ACTIONS,
  RULE_ALERT_LEVELS,
  RULE_MESSAGES,
  RULE_NAME_MAX_LENGTH,
  type RuleTemplateNumber,
  ruleMessage,
} from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import {
  type ConditionDraft,
  emptyCondition,
  type RuleDraft,
  type RuleInput,
  ruleInput,
} from '../rule-draft.ts';
import { pairConflicts, type RuleErrors, validateRule } from '../rule-errors.ts';
import { ConditionCard } from './condition-card.tsx';
import { CustomTagField } from './custom-tag-field.tsx';

type Props = {
  policy: { type: PolicyType; category: PolicyCategory };
  offered: readonly RuleTemplateNumber[];
  initial: RuleDraft;
  isEdit: boolean;
  isSaving: boolean;
  /** Field errors of the last save answer, shown until the user changes the rule. */
  serverErrors: RuleErrors;
  onSave: (input: RuleInput) => void;
  onCancel: () => void;
};

const LEVEL_CHOICES = RULE_ALERT_LEVELS.map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));
const ACTION_CHOICES = RULE_ACTIONS.map((action) => ({ value: action, label: RULE_ACTION_LABELS[action] }));
const CONDITIONS_FULL = ruleMessage('tooManyConditions', MAX_RULE_CONDITIONS);

/**
 * The Rule Overview form: name, risk level, status, action and tag, and the conditions. It checks the rule with
 * the server's own schemas before saving; a rule that would be refused is not sent.
 */
export function RuleForm({
  policy,
  offered,
  initial,
  isEdit,
  isSaving,
  serverErrors,
  onSave,
  onCancel,
}: Props) {
  const [draft, setDraft] = useState(initial);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  // The server's answer stays under the fields until the user changes something after it.
  const [dismissedServerErrors, setDismissedServerErrors] = useState<RuleErrors | null>(null);
  const [restoreNote, setRestoreNote] = useState<string | null>(null);

  const input = useMemo(() => ruleInput(draft), [draft]);
  const localErrors = useMemo(() => {
    const found = validateRule(input, policy, isEdit);
    return hasTriedSave ? found : pairConflicts(found);
  }, [hasTriedSave, input, policy, isEdit]);
  const errors: RuleErrors = {
    ...(dismissedServerErrors === serverErrors ? {} : serverErrors),
    ...localErrors,
  };

  const update = (change: Partial<RuleDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setDismissedServerErrors(serverErrors);
    setRestoreNote(null);
  };
  const setCondition = (index: number, condition: ConditionDraft) =>
    update({ conditions: draft.conditions.map((c, i) => (i === index ? condition : c)) });
  const removeCondition = (index: number) => {
    // Editing a rule down to zero conditions is refused on the spot and the condition stays (spec §5).
    if (isEdit && draft.conditions.length === 1) {
      setRestoreNote(RULE_MESSAGES.atLeastOneCondition);
      return;
    }
    update({ conditions: draft.conditions.filter((_, i) => i !== index) });
  };
  const firstOffered = offered[0];
  const isFull = draft.conditions.length >= MAX_RULE_CONDITIONS;
  const addCondition = () => {
    if (firstOffered !== undefined && !isFull)
      update({ conditions: [...draft.conditions, emptyCondition(firstOffered)] });
  };

  const save = () => {
    setHasTriedSave(true);
    if (Object.keys(validateRule(input, policy, isEdit)).length === 0) onSave(input);
  };

  const conditionsError = restoreNote ?? errors.rule_conditions;
  const formError = errors.non_field_errors;

  return (
    <Stack gap="lg">
      <Group grow align="flex-start">
        <TextInput
          label="Rule Name"
          withAsterisk
          maxLength={RULE_NAME_MAX_LENGTH}
          value={draft.rule_name}
          error={errors.rule_name}
          onChange={(event) => update({ rule_name: event.currentTarget.value })}
        />
        <Select
          label="Risk Level"
          withAsterisk
          data={LEVEL_CHOICES}
          value={draft.alert_level === null ? null : String(draft.alert_level)}
          error={errors.alert_level}
          allowDeselect={false}
          onChange={(next) => update({ alert_level: next === null ? null : Number(next) })}
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label="Action"
          data={ACTION_CHOICES}
          value={draft.action}
          disabled={isEdit}
          allowDeselect={false}
          error={errors.action}
          onChange={(next) => update({ action: next === 'alert_and_tag' ? 'alert_and_tag' : 'alert' })}
        />
        <CustomTagField
          label="Custom Tag"
          hint={isEdit ? 'Locked after the rule is created' : 'Optional; needed to apply a tag'}
          value={draft.custom_tag}
          error={errors.custom_tag}
          isLocked={isEdit}
          onChange={(custom_tag) => update({ custom_tag })}
        />
      </Group>
      <Switch
        label="Live"
        checked={draft.is_enabled}
        onChange={(event) => update({ is_enabled: event.currentTarget.checked })}
      />

      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Conditions</Text>
          <SegmentedControl
            size="xs"
            aria-label="How conditions combine"
            value={draft.is_only_or_conditions ? 'or' : 'and'}
            data={[
              { value: 'and', label: 'All conditions must match' },
              { value: 'or', label: 'Any condition matches' },
            ]}
            onChange={(next) => update({ is_only_or_conditions: next === 'or' })}
          />
        </Group>
        {draft.conditions.map((condition, index) => (
          <ConditionCard
            key={condition.key}
            index={index}
            condition={condition}
            offered={offered}
            policyType={policy.type}
            errors={errors}
            onChange={(next) => setCondition(index, next)}
            onRemove={() => removeCondition(index)}
          />
        ))}
        {conditionsError && (
          <Text size="sm" c="red" role="alert">
            {conditionsError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={addCondition}
            disabled={firstOffered === undefined || isFull}
          >
            Add Condition
          </Button>
          {isFull && (
            <Text size="sm" c="dimmed">
              {CONDITIONS_FULL}
            </Text>
          )}
        </Group>
      </Stack>

      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <DialogActions onCancel={onCancel} label="Save" onConfirm={save} isBusy={isSaving} />
    </Stack>
  );
}
