import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';

/** A SegmentedControl under its label (Mantine gives it none), named by it for screen readers. */
export function LabelledSegmentedControl<Value extends string>({
  label,
  labelId,
  ...control
}: SegmentedControlProps<Value> & { label: string; labelId: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl<Value> aria-labelledby={labelId} {...control} />
    </Stack>
  );
}
