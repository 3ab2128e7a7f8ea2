import './translations';
import { EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrophyOff } from '@tabler/icons-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session';
import { useParticipantContests, type ParticipantContest } from './api/contests';
import { ContestCard } from './components/contest-card';
import { HowToParticipate } from './components/how-to-participate';
import { LoadError } from '../../components/load-error';
import { RulesDialog } from './components/rules-dialog';
import { useNow } from '../../lib/use-now';

/** The submit dialog of a contest (the submissions feature), composed by app/screens. */
export type SubmitDialogSlot = (props: {
  contest: ParticipantContest;
  isVip: boolean;
  onClose: () => void;
}) => ReactNode;

/** Active contests (spec section 2, 'Participant contests'). */
export default function ContestsPage({ submitDialog }: { submitDialog: SubmitDialogSlot }) {
  const { t } = useTranslation('participant');
  const me = useMe();
  const contests = useParticipantContests();
  const now = useNow();
  const isVip = me.data?.status === 'vip';
  const [rulesOf, setRulesOf] = useState<ParticipantContest | null>(null);
  const [isRulesOpen, setIsRulesOpen] = useState(false);
  const [submitTo, setSubmitTo] = useState<ParticipantContest | null>(null);
  // The dialog is unmounted on close, so it cannot give the focus back itself: the Participate button
  // that opened it gets it again, not <body>.
  const openerRef = useRef<HTMLElement | null>(null);
  function openSubmit(contest: ParticipantContest) {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSubmitTo(contest);
  }
  function closeSubmit() {
    setSubmitTo(null);
    const opener = openerRef.current;
    requestAnimationFrame(() => opener?.isConnected && opener.focus());
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('contests.title')}</Title>
        <Text c="dimmed">{t('contests.subtitle')}</Text>
      </div>
      <HowToParticipate isVip={isVip} />

      {contests.isError ? (
        <LoadError message={t('contests.loadError')} onRetry={() => void contests.refetch()} />
      ) : contests.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : contests.data.length === 0 ? (
        <EmptyState
          icon={<IconTrophyOff size={28} />}
          title={t('contests.empty')}
          data-testid="contests-empty"
          py="xl"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {contests.data.map((contest) => (
            <ContestCard
              key={contest.id}
              contest={contest}
              isVip={isVip}
              now={now}
              onParticipate={() => openSubmit(contest)}
              onRules={() => {
                setRulesOf(contest);
                setIsRulesOpen(true);
              }}
            />
          ))}
        </SimpleGrid>
      )}

      <RulesDialog
        opened={isRulesOpen}
        onClose={() => setIsRulesOpen(false)}
        title={rulesOf?.title ?? ''}
        rules={rulesOf?.rules ?? ''}
      />
      {submitTo && (
        <Suspense fallback={null}>
          {submitDialog({ contest: submitTo, isVip, onClose: closeSubmit })}
        </Suspense>
      )}
    </Stack>
  );
}
