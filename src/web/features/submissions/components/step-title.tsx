import { Group, Text, ThemeIcon } from '@mantine/core';

export function StepTitle({ number, title }: { number?: number; title: string }) {
  return (
    <Group gap="xs">
      {number !== undefined && (
        <ThemeIcon size={24} radius="xl" variant="light" aria-hidden="true">
          <Text size="xs" fw={700}>
            {number}
          </Text>
        </ThemeIcon>
      )}
      <Text fw={600}>{title}</Text>
    </Group>
  );
}
