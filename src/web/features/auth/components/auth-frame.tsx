import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageFlags } from '../../../components/language-flags';

/** The centred card of the sign-in, sign-up and reset screens, with the language flags. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" id="main-content" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="md">
        <Group justify="space-between" align="center">
          <Stack gap={0}>
            <Title order={1} c="violet.7">
              {t('appName')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('tagline')}
            </Text>
          </Stack>
          <LanguageFlags />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
