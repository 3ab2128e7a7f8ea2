import { Button, type MantineSize } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * A light button that downloads a file: a plain link, so the browser saves what the server streams
 * as it arrives. What else it is given (a Hint's ref and handlers) goes to the link.
 */
export function DownloadButton(props: {
  href: string;
  icon: ReactNode;
  size?: MantineSize;
  'aria-label'?: string;
  'data-testid'?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}) {
  const { href, icon, children, ...rest } = props;
  return (
    <Button component="a" href={href} download variant="light" leftSection={icon} {...rest}>
      {children}
    </Button>
  );
}
