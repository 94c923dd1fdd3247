import { SimpleGrid } from '@mantine/core';
import {
  offersSelfRiskType,
  type PolicyType,
  type RuleConditionField,
  ruleTemplate,
} from '@riskscreen/shared';
import {
  DIRECTION_CHOICES,
  FIELD_LABELS,
  INACTIVITY_CHOICES,
  SELF_AMOUNT_HINT,
  SELF_CHOICE,
} from '../field-labels.ts';
import { type ConditionDraft, type ConditionValue, isSelfChoice } from '../rule-draft.ts';
import { CustomTagField } from './custom-tag-field.tsx';
import { DirectionField } from './direction-field.tsx';
import { EntityNamesField, EntitySubtypeField, EntityTypesField, SentimentsField } from './entity-fields.tsx';
import { NumberField } from './number-field.tsx';

type Props = {
  condition: ConditionDraft;
  policyType: PolicyType;
  errorOf: (field: RuleConditionField) => string | undefined;
  isLocked: boolean;
  onChange: (field: RuleConditionField, value: ConditionValue) => void;
};

function numbers(value: ConditionValue): number[] {
  return Array.isArray(value) ? value.map(Number) : [];
}
function texts(value: ConditionValue): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
function numberText(value: ConditionValue): string | number {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

/** The parameter fields of one condition's template (DESIGN.md §5), in the template's order. */
export function ConditionFields({ condition, policyType, errorOf, isLocked, onChange }: Props) {
  const template = condition.rule_condition_type;
  const directions = offersSelfRiskType(template, policyType)
    ? [...DIRECTION_CHOICES, SELF_CHOICE]
    : DIRECTION_CHOICES;
  const asksSelf = isSelfChoice(condition.values.risk_types);
  // A payment type fixed by the template (22–24, 27) is not shown.
  const fields = ruleTemplate(template).builderFields;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      {fields.map((field) => {
        const value = condition.values[field];
        const { label, hint: fieldHint } = FIELD_LABELS[field];
        const hint = asksSelf && field === 'threshold_amount_usd' ? SELF_AMOUNT_HINT : fieldHint;
        const common = { label, hint, error: errorOf(field) };
        const set = (next: ConditionValue) => onChange(field, next);
        switch (field) {
          case 'risk_types':
          case 'inactivity_types':
            return (
              <DirectionField
                key={field}
                {...common}
                choices={field === 'risk_types' ? directions : INACTIVITY_CHOICES}
                value={numbers(value)}
                onChange={set}
              />
            );
          case 'entity_types':
            return <EntityTypesField key={field} {...common} value={texts(value)} onChange={set} />;
          case 'entity_subtypes':
            return <EntitySubtypeField key={field} {...common} value={numbers(value)} onChange={set} />;
          case 'entity_names':
            return <EntityNamesField key={field} {...common} value={texts(value)} onChange={set} />;
          case 'sentiments':
            return <SentimentsField key={field} {...common} value={numbers(value)} onChange={set} />;
          case 'custom_tag': {
            const id = numberText(value);
            return (
              <CustomTagField
                key={field}
                {...common}
                value={id === '' ? null : Number(id)}
                isLocked={isLocked}
                onChange={(next) => set(next ?? '')}
              />
            );
          }
          default:
            return <NumberField key={field} {...common} value={numberText(value)} onChange={set} />;
        }
      })}
    </SimpleGrid>
  );
}
