import {
  AppShell,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { Locale } from '../../domain/schemas/account';
import { confirmHost } from '../components/confirm';
import { LanguageFlags } from '../components/language-flags';
import { PageLoader } from '../components/page-loader';
import { ME_KEY, saveLocale, signOut, useMe } from '../lib/session';
import { useWhenIdle } from '../lib/use-when-idle';
import { useNavigationPending } from './app-router';

const ConfirmHost = lazy(() => import('./confirm-host'));

/** The server's first frame (web/server-frame.tsx) asks for no confirmation. */
const notRequested = () => false;

/** The confirmation dialogs' provider: fetched once the page is idle, or when first asked for. */
function DeferredConfirmHost() {
  const isRequested = useSyncExternalStore(confirmHost.subscribe, confirmHost.isRequested, notRequested);
  return useWhenIdle(true, isRequested) ? (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  ) : null;
}

export type NavItem = { to: string; label: string; icon: ReactNode };

/**
 * The frame of every signed-in area: a sidebar with the area's links, the language flags and sign-out;
 * on small screens the sidebar becomes an overlay opened by the burger. The confirmation dialogs
 * (components/confirm.ts) are only asked for inside these areas, so their provider is mounted here.
 */
export function ShellLayout({ title, items }: { title: string; items: NavItem[] }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const { pathname } = useLocation();
  // While the next screen loads, this one is still drawn under a URL that is no longer its own: it
  // must not be used (a filter chosen now would navigate back to it).
  const isPending = useNavigationPending();
  // Each page names the tab after its sidebar entry ("Minhas Inscrições · Jurado"). A layout effect,
  // so a page that names itself more precisely (useDocumentTitle, a passive effect) runs after it.
  const current = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  const pageTitle = current?.label ?? title;
  useLayoutEffect(() => {
    document.title = `${pageTitle} · ${t('appName')}`;
  }, [pageTitle, t]);

  async function handleSignOut() {
    try {
      await signOut();
    } finally {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      void navigate('/login', { replace: true });
    }
  }

  function handleLanguage(locale: Locale) {
    // Emails follow the language the person uses.
    void saveLocale(locale).catch(() => undefined);
  }

  return (
    <>
      <DeferredConfirmHost />
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              />
              <Title order={1} size="h4" c="violet.7">
                {t('appName')}
              </Title>
              <Text size="sm" c="dimmed" visibleFrom="xs">
                {title}
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {me.data && (
                <Text size="sm" fw={500} visibleFrom="sm" data-testid="signed-in-username">
                  {me.data.username}
                </Text>
              )}
              <LanguageFlags onChange={me.data ? handleLanguage : undefined} isTooltipBelow />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={title}>
          <AppShell.Section grow component={ScrollArea}>
            <Stack gap={4}>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  component={RouterNavLink}
                  to={item.to}
                  label={item.label}
                  leftSection={item.icon}
                  onClick={close}
                />
              ))}
            </Stack>
          </AppShell.Section>
          <AppShell.Section>
            <UnstyledButton onClick={handleSignOut} w="100%" p="xs" aria-label={t('nav.signOut')}>
              <Group gap="xs">
                <IconLogout size={18} />
                <Text size="sm">{t('nav.signOut')}</Text>
              </Group>
            </UnstyledButton>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main
          id="main-content"
          tabIndex={-1}
          inert={isPending}
          aria-busy={isPending}
          className={isPending ? 'navigation-pending' : undefined}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
