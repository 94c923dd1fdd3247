import { LegendDonut, type Slice } from './legend-donut.tsx';
import { retryOf, WidgetCard, type WidgetCardProps, widgetState } from './widget-card.tsx';

type DonutWidgetProps = Omit<WidgetCardProps, 'state' | 'onRetry' | 'children'> & {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  slices: Slice[];
};

/** A widget whose body is a donut of its slices; all slices at zero show the empty state. */
export function DonutWidget({ query, slices, ...card }: DonutWidgetProps) {
  return (
    <WidgetCard
      {...card}
      onRetry={retryOf(query)}
      state={widgetState(
        query,
        slices.every((s) => s.value === 0),
      )}
    >
      <LegendDonut slices={slices} height={card.height} />
    </WidgetCard>
  );
}
