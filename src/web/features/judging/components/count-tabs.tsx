import { Badge, Tabs } from '@mantine/core';
import { Count } from '../../../components/count';

/**
 * A judge's list tabs (to score, high, low; pending, approved, rejected), each with its count
 * (grouped as the reader writes it) in a badge of the tab's colour (gray unless `colors` says): one
 * row that scrolls sideways on a phone rather than wrapping.
 */
export function CountTabs<Tab extends string>(props: {
  tabs: readonly Tab[];
  value: Tab;
  counts: Record<Tab, number>;
  colors: Partial<Record<Tab, string>>;
  label: (tab: Tab) => string;
  /** Mantine's value: null only if a tab could be deactivated. */
  onChange: (tab: Tab | null) => void;
}) {
  return (
    <Tabs
      styles={{
        list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' },
        tab: { flexShrink: 0 },
      }}
      value={props.value}
      onChange={(value) => props.onChange(value as Tab | null)}
    >
      <Tabs.List>
        {props.tabs.map((tab) => (
          <Tabs.Tab
            key={tab}
            value={tab}
            rightSection={
              <Badge size="sm" variant="light" color={props.colors[tab] ?? 'gray'}>
                <Count value={props.counts[tab]} />
              </Badge>
            }
          >
            {props.label(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
