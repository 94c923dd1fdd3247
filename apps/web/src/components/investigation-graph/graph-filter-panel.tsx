import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ENTITY_TYPE_FILTER_VALUES } from '../../lib/entity-colours.ts';
import { FilterMultiSelect } from '../ui/filter-multi-select.tsx';
import { type GraphFilter, NO_GRAPH_FILTER, validateGraphFilter } from './graph-filter.ts';
import { GRAPH, type GraphModel } from './graph-model.ts';

type Props = {
  graph: GraphModel;
  applied: GraphFilter;
  /** Pre-filled values (entity filters from an alert); they apply after 3 s like typed ones. */
  initial?: Partial<GraphFilter>;
  /** Width of the column beside the canvas. */
  width: number;
  onApply: (filter: GraphFilter) => void;
  onClose: () => void;
};

const numberOrNull = (value: string | number): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The graph filter, a column beside the canvas (so it hides no node): hops, USD range (applied with Apply,
 * validated as spec §5 says) and entity types and subtypes, which also apply on their own 3 s after the last
 * change.
 */
export function GraphFilterPanel({ graph, applied, initial, width, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<GraphFilter>(() => ({ ...applied, ...initial }));
  const errors = validateGraphFilter(draft, graph.maxDepth);
  const hasErrors = Object.keys(errors).length > 0;
  const subtypes = [...new Set(graph.nodes.map((n) => n.entitySubtype))].sort();

  // Entity filters auto-apply; the latest applied filter is read from a ref so that the timer is not reset by it.
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  useEffect(() => {
    const current = appliedRef.current;
    if (sameList(draft.types, current.types) && sameList(draft.subtypes, current.subtypes)) return;
    const timer = setTimeout(
      () => onApply({ ...appliedRef.current, types: draft.types, subtypes: draft.subtypes }),
      GRAPH.filterAutoApplyMs,
    );
    return () => clearTimeout(timer);
  }, [draft.types, draft.subtypes, onApply]);

  return (
    <Paper withBorder p="sm" w={width} style={{ flex: 'none' }} data-testid="graph-filter">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Filter
        </Text>
        <NumberInput
          size="xs"
          label="Hops"
          placeholder={`1 – ${graph.maxDepth}`}
          allowDecimal={false}
          value={draft.hops ?? ''}
          onChange={(v) => setDraft({ ...draft, hops: numberOrNull(v) })}
          error={errors.hops}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            size="xs"
            label="Min USD"
            placeholder="No minimum"
            thousandSeparator=","
            value={draft.minUsd ?? ''}
            onChange={(v) => setDraft({ ...draft, minUsd: numberOrNull(v) })}
            error={errors.minUsd}
          />
          <NumberInput
            size="xs"
            label="Max USD"
            placeholder="No maximum"
            thousandSeparator=","
            value={draft.maxUsd ?? ''}
            onChange={(v) => setDraft({ ...draft, maxUsd: numberOrNull(v) })}
            error={errors.maxUsd}
          />
        </Group>
        <FilterMultiSelect
          size="xs"
          label="Entity Types"
          placeholder="All types"
          data={[...ENTITY_TYPE_FILTER_VALUES]}
          value={draft.types}
          onChange={(types) => setDraft({ ...draft, types })}
          comboboxProps={{ withinPortal: false }}
        />
        <FilterMultiSelect
          size="xs"
          label="Entity Subtypes"
          placeholder="All subtypes"
          data={subtypes}
          value={draft.subtypes}
          onChange={(values) => setDraft({ ...draft, subtypes: values })}
          comboboxProps={{ withinPortal: false }}
        />
        <Text size="xs" c="dimmed">
          Entity filters apply by themselves after 3 seconds.
        </Text>
        <Group justify="space-between">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setDraft(NO_GRAPH_FILTER);
              onApply(NO_GRAPH_FILTER);
            }}
          >
            Reset
          </Button>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onClose}>
              Close
            </Button>
            <Button size="xs" disabled={hasErrors} onClick={() => onApply(draft)}>
              Apply
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
