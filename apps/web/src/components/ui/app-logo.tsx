import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';

/** The product mark; with the organisation's brand logo beside it when there is one. */
export function AppLogo({ brandLogo, size = 'md' }: { brandLogo?: string | null; size?: 'sm' | 'md' }) {
  const icon = size === 'sm' ? 28 : 34;
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={icon}
        radius="md"
        variant="gradient"
        gradient={{ from: 'blue.7', to: 'cyan.6', deg: 135 }}
      >
        <IconShieldSearch size={icon * 0.62} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz={size === 'sm' ? 'md' : 'lg'} c="dark.7" style={{ letterSpacing: -0.3 }}>
        RiskScreen
      </Text>
      {brandLogo && <Image src={brandLogo} h={icon} w="auto" alt="Organisation logo" />}
    </Group>
  );
}
