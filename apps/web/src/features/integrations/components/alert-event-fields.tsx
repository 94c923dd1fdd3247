import { Checkbox, Group, Switch } from '@mantine/core';
import { RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';

const LEVELS: readonly RiskLevel[] = [5, 4, 3, 2, 1];

/** The events an integration passes on, as both Slack and webhook settings keep them. */
export type AlertEvents = { risk: number[]; alert_item: boolean; alert_resolution_notifications: boolean };

/**
 * What a notifying integration passes on: risk level changes to the ticked levels, alert items, alert
 * resolutions (`verb`: how the integration passes them, "posted" or "sent").
 */
export function AlertEventFields({
  values,
  onChange,
  verb,
}: {
  values: AlertEvents;
  onChange: (change: Partial<AlertEvents>) => void;
  verb: string;
}) {
  return (
    <>
      <Checkbox.Group
        label="Risk levels"
        description={`A change of an object's risk level to one of these is ${verb}.`}
        value={values.risk.map(String)}
        onChange={(ticked) => onChange({ risk: ticked.map(Number) })}
      >
        <Group gap="lg" mt="xs">
          {LEVELS.map((level) => (
            <Checkbox key={level} value={String(level)} label={RISK_LEVEL_LABELS[level]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label="Alert items"
        description="A new alert, and every item an open alert gains."
        checked={values.alert_item}
        onChange={(event) => onChange({ alert_item: event.currentTarget.checked })}
      />
      <Switch
        label="Alert resolutions"
        checked={values.alert_resolution_notifications}
        onChange={(event) => onChange({ alert_resolution_notifications: event.currentTarget.checked })}
      />
    </>
  );
}
