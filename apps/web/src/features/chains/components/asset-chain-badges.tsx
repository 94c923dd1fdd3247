import { Badge, Group, Tooltip } from '@mantine/core';
import type { DigitalAsset } from '@riskscreen/shared';

/** Chains named on a row before the rest are counted as '+N' (spec part 1 §2). */
const SHOWN_CHAINS = 4;

/** The blockchains of an asset: four badges by chain label, then '+N' with the others in its tooltip. */
export function AssetChainBadges({ blockchains }: { blockchains: DigitalAsset['blockchains'] }) {
  const rest = blockchains.slice(SHOWN_CHAINS);
  return (
    <Group gap={4}>
      {blockchains.slice(0, SHOWN_CHAINS).map((chain) => (
        <Badge key={chain.blockchain} variant="light" color="gray" radius="sm" tt="none">
          {chain.blockchain_verbose}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip
          label={rest.map((chain) => chain.blockchain_verbose).join(', ')}
          multiline
          maw={280}
          withArrow
        >
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
