import { List } from '@mantine/core';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';

/** An integration's setup steps from its catalogue entry, in order. */
export function SetupSteps({ steps }: { steps: readonly string[] }) {
  return (
    <SettingsSection title="Setup steps">
      <List type="ordered" size="sm" spacing="xs">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </SettingsSection>
  );
}
