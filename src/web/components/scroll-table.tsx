import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways below `minWidth` (`scrollType` 'native': the browser's own scrollbar):
 * its header cells (`head`) and its rows (`children`), set close (`verticalSpacing` 'xs' unless said).
 * Other props are the table's.
 */
export function ScrollTable({
  minWidth,
  scrollType,
  verticalSpacing = 'xs',
  head,
  children,
  ...table
}: Omit<TableProps, 'children'> & {
  minWidth: number;
  scrollType?: 'native';
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type={scrollType}>
      <Table verticalSpacing={verticalSpacing} {...table}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
