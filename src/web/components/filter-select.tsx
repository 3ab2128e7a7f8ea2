import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

const ALL = 'all';

/**
 * A list filter: 'all' (no filter, null) first, then the options. Chosen values come back as they
 * are, 'all' as null.
 */
export function FilterSelect({
  allLabel,
  options,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  allLabel: string;
  options: { value: string; label: string }[];
  /** The chosen value; null or undefined: all. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) {
  // The same array while the options are the same: the Select re-parses its options on a new one.
  const data = useMemo(() => [{ value: ALL, label: allLabel }, ...options], [allLabel, options]);
  return (
    <Select
      {...props}
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : null)}
      allowDeselect={false}
    />
  );
}
