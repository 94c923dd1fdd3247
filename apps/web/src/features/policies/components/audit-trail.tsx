import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import type { HistoryEntry } from '@riskscreen/shared';
import { IconHistory } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format.ts';
import { authorOf, describeChanges, type HistoryChange, subjectOf } from '../history-text.ts';

type Props = {
  entries: HistoryEntry[];
  timeZone: string;
  /** The rule audit trail offers Restore on earlier versions; the policy trail does not (spec part 3 §4.3). */
  restore?: { currentVersion: number; onRestore: (entry: HistoryEntry) => void; isPending: boolean };
};

function VersionList({ title, sentences }: { title: string; sentences: string[] }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {title}
      </Text>
      {sentences.length === 0 ? (
        <Text size="sm" c="dimmed">
          No conditions
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {sentences.map((sentence, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions are ordered and may repeat
            <List.Item key={i}>{sentence}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function Change({ change }: { change: HistoryChange }) {
  if ('newVersion' in change) {
    return (
      <Stack gap={6}>
        <Text size="sm">{change.text}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
          <VersionList title="New Version" sentences={change.newVersion} />
          <VersionList title="Old Version" sentences={change.oldVersion} />
        </SimpleGrid>
      </Stack>
    );
  }
  return <Text size="sm">{change.text}</Text>;
}

/** Who changed what and when, newest first: the policy trail and the rule trail. */
export function AuditTrail({ entries, timeZone, restore }: Props) {
  if (entries.length === 0) return <Text c="dimmed">No history yet</Text>;
  return (
    <Timeline bulletSize={22} lineWidth={2} data-testid="audit-trail">
      {entries.map((entry) => {
        const version = entry.classifier_version;
        const canRestore = restore && version && version.version !== restore.currentVersion;
        return (
          <Timeline.Item key={entry.id} bullet={<IconHistory size={12} />} data-testid="audit-entry">
            <Stack gap={4}>
              {/* Restore sits in the title row, so every entry's changes take the full width alike. */}
              <Group justify="space-between" align="center" wrap="nowrap" data-testid="audit-entry-title">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {subjectOf(entry)}
                  </Text>
                  {version && (
                    <Badge size="xs" variant="light" color="gray">
                      Version {version.version}
                    </Badge>
                  )}
                </Group>
                {canRestore && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => restore.onRestore(entry)}
                    disabled={restore.isPending}
                  >
                    Restore
                  </Button>
                )}
              </Group>
              {describeChanges(entry).map((change, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one entry's changes have no identity of their own
                <Change key={i} change={change} />
              ))}
              <Text size="xs" c="dimmed">
                {authorOf(entry)} · {formatDate(entry.revision.date_created, timeZone)}
              </Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
