import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Policy } from '@riskscreen/shared';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useCanEditPolicies } from '../permissions.ts';
import { StatusBadge } from './badges.tsx';
import { EditPolicyModal } from './edit-policy-modal.tsx';
import { PolicyCharts } from './policy-charts.tsx';
import { PolicyStatusSwitch } from './policy-status-switch.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** The Policy Overview tab: the policy's details, its status, Edit Policy Details and its charts. */
export function PolicyOverview({ policy }: { policy: Policy }) {
  const { timezone } = useProfile();
  const canEdit = useCanEditPolicies();
  const [isEditing, setEditing] = useState(false);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" mb="md">
          <Text fw={600}>Policy Details</Text>
          {canEdit && (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit Policy Details
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Field label="Name">
            <Text>{policy.name}</Text>
          </Field>
          <Field label="Type">
            <Text>{policy.type_verbose}</Text>
          </Field>
          <Field label="Category">
            <Text>{policy.category_verbose}</Text>
          </Field>
          <Field label="Status">
            {canEdit ? <PolicyStatusSwitch policy={policy} /> : <StatusBadge isEnabled={policy.is_enabled} />}
          </Field>
          <Field label="Rules">
            <Text>{policy.rule_count}</Text>
          </Field>
          <Field label="Created">
            <Text>{formatDate(policy.created_at, timezone)}</Text>
          </Field>
          <Field label="Last Updated">
            <Text>{formatDate(policy.updated_at, timezone)}</Text>
          </Field>
        </SimpleGrid>
        <Field label="Description">
          <Text mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {policy.description}
          </Text>
        </Field>
      </Paper>
      <PolicyCharts policyId={policy.id} />
      {isEditing && <EditPolicyModal policy={policy} opened onClose={() => setEditing(false)} />}
    </Stack>
  );
}
