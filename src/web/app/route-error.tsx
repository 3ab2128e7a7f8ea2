import { Button, Center, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenDrawn } from '../lib/first-frame';

/** An unexpected failure while drawing a page (spec section 8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useScreenDrawn();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={2}>{t('errors.unexpected')}</Title>
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}

type BoundaryState = { failedAt: string | null };

/** Shows RouteErrorPage when a page throws (or its chunk fails to load); moving to another page clears it. */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

export function NotFoundPage() {
  const { t } = useTranslation();
  useScreenDrawn();
  return (
    // A page of its own, outside the areas' frames: its own main landmark and level-one heading.
    <Center component="main" mih="60vh" p="md">
      <Stack align="center">
        <Title order={1} size="h3">
          {t('errors.notFoundPage')}
        </Title>
        <Button component={Link} to="/">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
