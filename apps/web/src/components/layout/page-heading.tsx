import { Group, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: ReactNode;
  /** One line under the title: what the page holds. */
  description: ReactNode;
  /** 2 for a page, 4 for a section of one. */
  order?: TitleOrder;
  /** The page's actions, at the right (Create, Export, Refresh). */
  children?: ReactNode;
};

/** A page's title and its one-line description, its actions level with them at the right. */
export function PageHeading({ title, description, order = 2, children }: PageHeadingProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={order}>{title}</Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {children}
    </Group>
  );
}
