import { Stack, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from './form-parts';

/**
 * A form the app checks itself (`noValidate`: the browser's own bubbles never show): its fields in a
 * column (`gap` 'md' unless said), under the form's failure when there is one (FormError).
 * Apart from `form-parts` so that /login, which draws its forms itself, does not load it.
 */
export function FormFrame(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null | undefined;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap={props.gap ?? 'md'}>
        <FormError message={props.error} />
        {props.children}
      </Stack>
    </form>
  );
}
