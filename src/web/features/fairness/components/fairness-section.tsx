import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the fairness statistics: a framed section with its title, what it shows, and its body. */
export function FairnessSection(props: {
  title: string;
  explain?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={4}>{props.title}</Title>
        {props.explain && (
          <Text size="sm" c="dimmed">
            {props.explain}
          </Text>
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}
