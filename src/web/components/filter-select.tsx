import { Select, type SelectProps } from '@mantine/core';

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
  return (
    <Select
      {...props}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : null)}
      allowDeselect={false}
      // Options are drawn when the list opens, not kept hidden in the page (Mantine's default): My
      // Submissions' contest filter held ~700 hidden options, most of its first render's main-thread time.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
