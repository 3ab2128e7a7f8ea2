import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconCreditCard, IconTrophy, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'payment', icon: IconCreditCard },
  { key: 'submission', icon: IconUpload },
  { key: 'results', icon: IconTrophy },
] as const;

/** The three-step guide of spec section 2: payment, submission, results. */
export function HowToParticipate({ isVip }: { isVip: boolean }) {
  const { t } = useTranslation('participant');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      bg="violet.0"
      component="section"
      aria-labelledby="how-to-title"
    >
      <Title order={3} size="h4" id="how-to-title" mb="md">
        {t('howTo.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((step, index) => (
          <Group key={step.key} align="flex-start" wrap="nowrap" gap="sm">
            <ThemeIcon size={40} radius="xl" variant="filled">
              <step.icon size={20} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>
                {index + 1}. {t(`howTo.${step.key}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {step.key === 'payment' && isVip ? t('howTo.payment.vip') : t(`howTo.${step.key}.text`)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
