import { Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconCreditCard, IconTrophy, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePackages } from '../../packages/api/offered-packages';
import { paymentGuideOf } from '../lib/payment-guide';

const STEPS = [
  { key: 'payment', icon: IconCreditCard },
  { key: 'submission', icon: IconUpload },
  { key: 'results', icon: IconTrophy },
] as const;

/**
 * The three-step guide of spec section 2: payment, submission, results. The payment step says how
 * this association's participants pay (the currencies a provider takes: docs/decisions/payments.md).
 */
export function HowToParticipate({ isVip }: { isVip: boolean }) {
  const { t } = useTranslation('participant');
  // A provider takes a currency in every category (photo: reais and dollars, which Stripe takes with
  // euros), so the photo packages' answer says it; the submit dialog asks the same answer.
  const packages = usePackages('photo', !isVip);
  const payment = isVip ? (
    t('howTo.payment.vip')
  ) : packages.isPending ? (
    <Skeleton component="span" display="block" h={40} mt={4} data-testid="how-to-payment-loading" />
  ) : (
    t(`howTo.payment.${paymentGuideOf(packages.data?.providerCurrencies ?? [])}`)
  );
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
              <Text size="sm" c="dimmed" data-testid={`how-to-${step.key}`}>
                {step.key === 'payment' ? payment : t(`howTo.${step.key}.text`)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
