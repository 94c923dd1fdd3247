import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MONITORING_MESSAGES } from '@riskscreen/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAddMonitoredEntity, useMonitoredEntities, useRemoveMonitoredEntity } from '../api.ts';

const failureText = (error: unknown) =>
  (error instanceof ApiError && errorText(error.body)) || 'Something went wrong';

/**
 * The custom monitored entities (spec part 3 §2.11, §5): a name typed in; empty gives 'Please enter an Entity' and
 * a name already listed in any case 'Entity already exists' (checked here, and by the server for the same words).
 */
export function MonitoredEntitiesSection({ disabled }: { disabled: boolean }) {
  const entities = useMonitoredEntities();
  const add = useAddMonitoredEntity();
  const remove = useRemoveMonitoredEntity();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listed = entities.data?.results ?? [];

  const submit = async () => {
    const entity = name.trim();
    if (entity === '') return setProblem(MONITORING_MESSAGES.enterEntity);
    if (listed.some((e) => e.entity_name.toLowerCase() === entity.toLowerCase()))
      return setProblem(MONITORING_MESSAGES.entityExists);
    try {
      await add.mutateAsync(entity);
      setName('');
      setProblem(null);
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  return (
    <Stack gap="sm" data-testid="monitored-entities">
      <Group align="flex-start">
        <TextInput
          aria-label="Entity"
          placeholder="Entity name, e.g. Binance"
          value={name}
          error={problem}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void submit()} loading={add.isPending} disabled={disabled}>
          Add Entity
        </Button>
      </Group>
      {listed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {entities.isPending ? 'Loading…' : 'No entities listed.'}
        </Text>
      ) : (
        <Group gap="xs">
          {listed.map((entity) => (
            <Badge
              key={entity.id}
              size="lg"
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${entity.entity_name}`}
                  disabled={disabled}
                  onClick={() =>
                    remove.mutate(entity.id, {
                      onError: (error) => notifications.show({ color: 'red', message: failureText(error) }),
                    })
                  }
                />
              }
            >
              {entity.entity_name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
