import { Box, Group, Paper, Text } from '@mantine/core';
import { entityTypeColour } from '../../lib/entity-colours.ts';
import type { GraphModel } from './graph-model.ts';

const KINDS = [
  { label: 'Origin', ring: '3px solid #212529' },
  { label: 'Cluster', ring: '1px solid #212529', outline: '1px solid #212529' },
  { label: 'Address', ring: 'none' },
] as const;

/**
 * Node types and the colours of the entity types present in the graph, in a strip under the canvas (over it, it
 * hid the nodes behind it).
 */
export function GraphLegend({ graph }: { graph: GraphModel }) {
  const types = [...new Set(graph.nodes.map((n) => n.entityType))].sort();
  const hasMegahub = graph.nodes.some((n) => n.isMegahub);
  return (
    <Paper withBorder px="sm" py={6} mt="xs" data-testid="graph-legend">
      <Group gap="xl" wrap="wrap" align="center">
        <Group gap="sm">
          {KINDS.map((kind) => (
            <Group key={kind.label} gap={4}>
              <Box
                w={12}
                h={12}
                bg="gray.4"
                style={{
                  borderRadius: '50%',
                  border: kind.ring,
                  outline: 'outline' in kind ? kind.outline : undefined,
                  outlineOffset: 1,
                }}
              />
              <Text size="xs">{kind.label}</Text>
            </Group>
          ))}
          {hasMegahub && (
            <Group gap={4}>
              <Box w={12} h={12} style={{ borderRadius: '50%', border: '1px dashed #212529' }} />
              <Text size="xs">Megahub</Text>
            </Group>
          )}
        </Group>
        <Group gap={8}>
          {types.map((type) => (
            <Group key={type} gap={4}>
              <Box w={10} h={10} style={{ borderRadius: '50%', background: entityTypeColour(type) }} />
              <Text size="xs">{type}</Text>
            </Group>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
