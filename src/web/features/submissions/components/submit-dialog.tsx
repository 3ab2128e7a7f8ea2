import '../translations';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCrown, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { entryLimitFor, remainingAllowance, type Currency } from '../../../../domain/packages';
import { useOrder } from '../../payments/api/order';
import { isPaymentReady, paymentStepOf, visiblePackages } from '../lib/package-choice';
import type { ParticipantContest } from '../../participant/api/contests';
import { usePackages } from '../../packages/api/offered-packages';
import type { EntryChoice } from '../api/submit-photo';
import { addBlocker, initialCurrency, submitBlocker, type Message } from '../lib/submit-rules';
import { usePhotoBatch } from '../lib/use-photo-batch';
import { useSubmitFeedback } from '../lib/use-submit-feedback';
import { useVideoEntries } from '../lib/use-video-entries';
import { ContestTypeBadge } from '../../../components/entry-badges/entry-badges';
import { PackageStep } from './package-step';
import { PhotoPicker } from './photo-picker';
import { StepTitle } from './step-title';
import { VideoLinks } from './video-links';
import { useIsPhone } from '../../../lib/use-is-phone';

// Spec section 4: after a successful submission the screen moves to My Submissions after 3 seconds.
const REDIRECT_DELAY_MS = 3000;

/**
 * The submit dialog (spec sections 2, 4 and 5). A non-VIP chooses a currency and a package and pays
 * what it costs now (lib/package-choice: nothing for the package held, the difference for a larger
 * one) on the package's page, confirming it, or by Pix when a payment provider takes the currency;
 * a VIP skips both. Photos go one per request, each with its own
 * progress bar (lib/use-photo-batch); films are YouTube or Vimeo links (lib/use-video-entries). What
 * may be sent is lib/submit-rules. The server checks everything again.
 */
export default function SubmitDialog({
  contest,
  isVip,
  onClose,
}: {
  contest: ParticipantContest;
  isVip: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('submissions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSmall = useIsPhone();
  const isPhoto = contest.category === 'photo';
  // Entries counted at opening: the ones sent from this dialog are counted in its own list.
  const [usedAtOpen] = useState(contest.entries.used);

  const packages = usePackages(contest.category, !isVip);
  const [isWaitingForPix, setIsWaitingForPix] = useState(false);
  const orderState = useOrder(contest.id, contest.order, isWaitingForPix).data;
  const order = orderState.order;
  const [currency, setCurrency] = useState<Currency>(
    () => contest.order?.currency ?? initialCurrency(contest, i18n.language),
  );
  const [packageId, setPackageId] = useState<string | null>(
    contest.order?.packageId ?? contest.package?.id ?? null,
  );
  const [paymentConfirmed, setPaymentConfirmed] = useState(false);
  const offered = visiblePackages(packages.data?.items ?? [], currency, order);
  const chosenPackage = offered.find((p) => p.id === packageId) ?? null;
  const mode = packages.data?.providerCurrencies.includes(currency) ? 'provider' : 'manual';
  const step = paymentStepOf(order, chosenPackage, currency, mode);
  // A Pix waiting for the provider: the order is asked again until it is confirmed.
  const latestPayment = orderState.payments[0];
  const isWaiting = step.kind === 'pix' && latestPayment?.status === 'pending';
  useEffect(() => setIsWaitingForPix(isWaiting), [isWaiting]);
  const paymentReady = isPaymentReady(step, paymentConfirmed, packages.data?.unpaidEntriesAllowed ?? false);
  // The order's package covers a smaller choice: the larger of the two is the limit.
  const heldItems = order && order.currency === currency ? order.items : 0;
  const limit = isVip
    ? entryLimitFor({ isVip: true, packageItems: null })
    : chosenPackage
      ? entryLimitFor({ isVip: false, packageItems: Math.max(chosenPackage.items, heldItems) })
      : null;
  const allowance =
    limit === null ? null : remainingAllowance({ packageItems: limit, alreadySubmitted: usedAtOpen });

  const feedback = useSubmitFeedback();
  const photos = usePhotoBatch({
    contestId: contest.id,
    minPhotoLongSide: contest.minPhotoLongSide,
    allowance,
    feedback,
  });
  const videos = useVideoEntries(contest.id, feedback);
  const [hasSucceeded, setHasSucceeded] = useState(false);
  const redirectRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Leaving: cancel a pending redirect.
  useEffect(
    () => () => {
      if (redirectRef.current) clearTimeout(redirectRef.current);
    },
    [],
  );

  const say = (message: Message | null) =>
    message ? t(message.key, { ns: message.ns, count: message.count }) : null;
  const choice: EntryChoice =
    isVip || !chosenPackage ? null : { packageId: chosenPackage.id, currency, paymentConfirmed };
  const blockerOf = (showInvalidUrls: boolean) =>
    submitBlocker({
      isVip,
      isPhoto,
      hasPackage: chosenPackage !== null,
      hasUsed: usedAtOpen > 0,
      allowance,
      photoCount: photos.photos.length,
      pendingPhotoCount: photos.pending.length,
      validUrlCount: videos.validCount,
      invalidUrlCount: videos.invalidCount,
      showInvalidUrls,
      paymentReady,
      paymentMode: mode,
    });
  const blocker = blockerOf(videos.showsInvalid);
  const blockerText = hasSucceeded ? '' : say(blocker);
  const isSending = feedback.isSending;
  const canSubmit = !blocker && !isSending && !hasSucceeded && (isPhoto ? photos.pending.length > 0 : true);
  const addBlockedReason = say(
    addBlocker({
      isVip,
      isPhoto,
      hasPackage: chosenPackage !== null,
      hasUsed: usedAtOpen > 0,
      allowance,
      count: isPhoto ? photos.photos.length : videos.rows.length,
    }),
  );

  function succeed() {
    setHasSucceeded(true);
    void queryClient.invalidateQueries({ queryKey: ['participant'] });
    redirectRef.current = setTimeout(() => void navigate('/participant/submissions'), REDIRECT_DELAY_MS);
  }

  function handleClose() {
    if (hasSucceeded) {
      void navigate('/participant/submissions');
      return;
    }
    photos.abort();
    if (photos.photos.some((p) => p.status === 'done'))
      void queryClient.invalidateQueries({ queryKey: ['participant'] });
    onClose();
  }

  async function sendPhotos(onlyKey?: string) {
    const outcome = await photos.send(choice, onlyKey);
    if (outcome === 'aborted') return;
    void queryClient.invalidateQueries({ queryKey: ['participant'] });
    if (outcome === 'sent') succeed();
  }

  async function sendVideos() {
    videos.revealErrors();
    if (blockerOf(true)) return;
    if (await videos.send(choice)) succeed();
  }

  function handleSubmit() {
    if (isPhoto) void sendPhotos();
    else void sendVideos();
  }

  const contentStep = isVip ? undefined : 3;
  const isLocked = isSending || hasSucceeded;

  return (
    <Modal
      opened
      onClose={handleClose}
      size="xl"
      fullScreen={isSmall}
      closeOnClickOutside={!isSending}
      title={
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{t('submit.title', { title: contest.title })}</Text>
          <ContestTypeBadge category={contest.category} photoCategory={contest.photoCategory} />
        </Group>
      }
    >
      <Stack gap="lg">
        {isVip ? (
          <Alert color="yellow" icon={<IconCrown size={18} />} data-testid="vip-info">
            {t('submit.vipInfo')}
          </Alert>
        ) : (
          <PackageStep
            contestId={contest.id}
            category={contest.category}
            orderState={orderState}
            mode={mode}
            step={step}
            remaining={
              order ? remainingAllowance({ packageItems: order.items, alreadySubmitted: usedAtOpen }) : 0
            }
            packages={packages.data?.items}
            isLoading={packages.isPending}
            isError={packages.isError}
            onRetry={() => void packages.refetch()}
            currency={currency}
            onCurrency={setCurrency}
            packageId={packageId}
            onPackage={(id) => {
              setPackageId(id);
              photos.clearLimitMessage();
            }}
            paymentConfirmed={paymentConfirmed}
            onPaymentConfirmed={setPaymentConfirmed}
            disabled={isLocked}
            fieldErrors={feedback.fieldErrors}
          />
        )}

        <Stack gap="sm">
          <StepTitle number={contentStep} title={t(isPhoto ? 'submit.photosStep' : 'submit.videosStep')} />
          {usedAtOpen > 0 && (
            <Text size="sm" c="dimmed" data-testid="used-in-contest">
              <IconInfoCircle size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {t('submit.usedInContest', { count: usedAtOpen })}
            </Text>
          )}
          {isPhoto ? (
            <PhotoPicker
              items={photos.photos}
              onPick={photos.pick}
              onRemove={photos.remove}
              onRetry={(key) => void sendPhotos(key)}
              disabledReason={addBlockedReason}
              isSending={isSending || hasSucceeded}
              minSizeHint={
                contest.minPhotoLongSide ? t('submit.minSize', { min: contest.minPhotoLongSide }) : null
              }
              counter={
                allowance !== null && allowance > 0
                  ? t('submit.photoCounter', { chosen: photos.photos.length, count: allowance })
                  : null
              }
              limitMessage={photos.limitMessage}
              rejections={photos.rejections}
            />
          ) : (
            <VideoLinks
              rows={videos.rows}
              onChange={videos.change}
              onBlur={videos.blur}
              onAdd={videos.add}
              onRemove={videos.remove}
              addBlockedReason={addBlockedReason}
              // No package yet: the line beside Submit says so already.
              showsAddBlockedReason={addBlockedReason !== blockerText}
              showAllErrors={videos.showAllErrors}
              disabled={isLocked}
            />
          )}
        </Stack>

        {feedback.formError && !hasSucceeded && (
          <Alert color="red" role="alert" data-testid="submit-error">
            {feedback.formError}
          </Alert>
        )}
        {hasSucceeded && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="submit-success">
            {t('submit.success')}
          </Alert>
        )}

        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text
            size="sm"
            c={blocker?.isError ? 'red.7' : 'dimmed'}
            data-testid="submit-blocker"
            style={{ flex: '1 1 200px' }}
          >
            {blockerText}
          </Text>
          <Group gap="sm" justify="flex-end" style={{ flex: 'none' }}>
            <Button variant="default" onClick={handleClose}>
              {hasSucceeded ? t('submit.goToSubmissions') : t('common.cancel', { ns: 'common' })}
            </Button>
            <Button
              onClick={handleSubmit}
              disabled={!canSubmit}
              leftSection={isSending ? <Loader size={14} color="gray" /> : <IconSend size={16} />}
            >
              {isSending ? t('submit.sending') : t('submit.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
