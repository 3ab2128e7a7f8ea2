import './translations';
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconPhoto, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/form';
import { useDashboard } from './api/dashboard';
import { contestYearOf } from '../../../domain/contest-dates';
import { Count } from '../../components/count';

function StatCard(props: {
  icon: ReactNode;
  label: string;
  value?: number;
  hint: string;
  to?: string;
  testId: string;
}) {
  const link = props.to ? { component: Link, to: props.to } : {};
  return (
    <Card withBorder padding="lg" radius="md" {...(link as object)} data-testid={props.testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {props.label}
          </Text>
          {props.value === undefined ? (
            <Skeleton h={36} w={60} />
          ) : (
            <Text fz={32} fw={700} lh={1.1}>
              <Count value={props.value} />
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light">
          {props.icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Greeting and the three cards of spec section 2, counted by the server from the real tables. */
export default function DashboardPage() {
  const { t } = useTranslation('participant');
  const dashboard = useDashboard();
  const data = dashboard.data;
  const year = data?.year ?? contestYearOf(new Date());
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} data-testid="dashboard-greeting">
          {data ? t('dashboard.greeting', { username: data.username }) : <Skeleton h={32} w={240} />}
        </Title>
        <Text c="dimmed">{t('dashboard.subtitle')}</Text>
      </div>
      {dashboard.isError && (
        <Alert color="red" role="alert">
          {errorMessage(dashboard.error, t)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          testId="card-active-contests"
          icon={<IconTrophy size={24} />}
          label={t('dashboard.activeContests')}
          value={data?.activeContests}
          hint={t('dashboard.activeContestsHint')}
          to="/participant/contests"
        />
        <StatCard
          testId="card-my-submissions"
          icon={<IconPhoto size={24} />}
          label={t('dashboard.mySubmissions', { year })}
          value={data?.submissionsThisYear}
          hint={t('dashboard.mySubmissionsHint')}
          to="/participant/submissions"
        />
        <StatCard
          testId="card-awards"
          icon={<IconAward size={24} />}
          label={t('dashboard.awards', { year })}
          value={data?.awardsThisYear}
          hint={t('dashboard.awardsHint')}
        />
      </SimpleGrid>
    </Stack>
  );
}
