import { Badge, Group } from '@mantine/core';
import { type AddressDetail, CustomTagType } from '@riskscreen/shared';

const COLOURS: Record<number, string> = {
  [CustomTagType.Custom]: 'indigo',
  [CustomTagType.Whitelist]: 'green',
  [CustomTagType.Blacklist]: 'red',
};

/** The workspace's custom tags and lists holding the address, as badges (none: nothing is shown). */
export function CustomTagBadges({ tags }: { tags: AddressDetail['custom_tags'] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="custom-tags">
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          variant="light"
          tt="none"
          color={COLOURS[tag.type] ?? 'gray'}
          data-testid="custom-tag-badge"
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
