import '../translations';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconCrown, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CURRENCIES_BY_CATEGORY,
  entryLimitFor,
  remainingAllowance,
  type Currency,
} from '../../../../domain/packages';
import { isValidVideoUrl } from '../../../../domain/video-url';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/form';
import type { ParticipantContest } from '../../participant/api/contests';
import { usePackages } from '../../packages/api/offered-packages';
import { useSubmitVideos } from '../api/submit-videos';
import { uploadPhoto, type EntryChoice } from '../api/submit-photo';
import { ContestTypeBadge } from './badges';
import { VideoLinks, type VideoRow } from './video-links';
import { PackageStep } from './package-step';
import { pickPhotos } from '../lib/photo-pick';
import { PhotoPicker, type PhotoItem } from './photo-picker';
import { StepTitle } from './step-title';

// Spec section 4: after a successful submission the screen moves to My Submissions after 3 seconds.
const REDIRECT_DELAY_MS = 3000;

// Errors after which the other photos of the batch would fail the same way: stop and say why.
const BATCH_STOPPING_CODES = new Set([
  'CONTEST_CLOSED',
  'CONTEST_CATEGORY_MISMATCH',
  'ENTRY_LIMIT_REACHED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NETWORK',
  'TOO_MANY_REQUESTS',
]);

let nextKey = 0;
const newKey = () => `k${++nextKey}`;
const newRow = (): VideoRow => ({ key: newKey(), value: '', touched: false, serverError: null });

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

/** A failure in the user's language: a field's key when the server named one, else the code's text. */
function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.fields) {
    const first = Object.values(error.fields)[0];
    if (first) return t(first, { ns: 'common' });
  }
  return errorMessage(error, t);
}

function initialCurrency(contest: ParticipantContest, language: string): Currency {
  const allowed = CURRENCIES_BY_CATEGORY[contest.category];
  if (contest.package?.currency && allowed.includes(contest.package.currency))
    return contest.package.currency;
  // Reais for a Portuguese reader; the foreign currency of the category for an English one.
  return language === 'en' ? allowed[allowed.length - 1] : allowed[0];
}

type Blocker = { message: string; isError: boolean };

/**
 * The submit dialog (spec sections 2, 4 and 5). A non-VIP chooses a currency and a package, pays on
 * the package's page and confirms it; a VIP skips both. Photos go one per request, each with its own
 * progress bar; videos are YouTube or Vimeo links. The server checks everything again.
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
  const isSmall = useMediaQuery('(max-width: 48em)');
  const isPhoto = contest.category === 'photo';
  // Entries counted at opening: the ones sent from this dialog are counted in its own list.
  const [usedAtOpen] = useState(contest.entries.used);

  const packages = usePackages(contest.category, !isVip);
  const [currency, setCurrency] = useState<Currency>(() => initialCurrency(contest, i18n.language));
  const [packageId, setPackageId] = useState<string | null>(contest.package?.id ?? null);
  const [paymentConfirmed, setPaymentConfirmed] = useState(false);
  const chosenPackage =
    packages.data?.find((p) => p.id === packageId && p.prices.some((price) => price.currency === currency)) ??
    null;
  const limit = isVip
    ? entryLimitFor({ isVip: true, packageItems: null })
    : chosenPackage
      ? entryLimitFor({ isVip: false, packageItems: chosenPackage.items })
      : null;
  const allowance =
    limit === null ? null : remainingAllowance({ packageItems: limit, alreadySubmitted: usedAtOpen });

  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const [rows, setRows] = useState<VideoRow[]>(() => [newRow()]);
  const [showAllErrors, setShowAllErrors] = useState(false);

  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [hasSucceeded, setHasSucceeded] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const redirectRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const photosRef = useRef<PhotoItem[]>([]);
  const submitVideos = useSubmitVideos(contest.id);

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Leaving: stop a running upload, free the thumbnails' memory, cancel a pending redirect.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl));
      if (redirectRef.current) clearTimeout(redirectRef.current);
    },
    [],
  );

  const choice: EntryChoice =
    isVip || !chosenPackage ? null : { packageId: chosenPackage.id, currency, paymentConfirmed };
  const pendingPhotos = photos.filter((p) => p.status === 'ready' || p.status === 'error');
  const filledRows = rows.filter((r) => r.value.trim() !== '');
  const invalidRows = filledRows.filter((r) => !isValidVideoUrl(r.value.trim()));
  const validUrlCount = filledRows.length - invalidRows.length;

  function findBlocker(): Blocker | null {
    if (!isVip && !chosenPackage) {
      return {
        message: t(isPhoto ? 'submit.errors.photoPackage' : 'submit.errors.videoPackage'),
        isError: false,
      };
    }
    const chosenPrice = chosenPackage?.prices.find((p) => p.currency === currency);
    if (!isVip && chosenPrice && !chosenPrice.paymentUrl) {
      return { message: t('errors.paymentLinkMissing', { ns: 'common' }), isError: true };
    }
    if (allowance === null) return null;
    if (isPhoto) {
      if (allowance === 0) return { message: t('submit.errors.noEntriesLeft'), isError: true };
      if (photos.length > allowance)
        return { message: t('submit.errors.photoLimit', { count: allowance }), isError: true };
      if (pendingPhotos.length === 0) {
        return photos.length > 0 ? null : { message: t('submit.errors.noPhoto'), isError: false };
      }
    } else {
      if (allowance === 0) return { message: t('submit.errors.noEntriesLeft'), isError: true };
      if (invalidRows.length > 0 && (showAllErrors || invalidRows.some((r) => r.touched))) {
        return { message: t('submit.invalidUrl'), isError: true };
      }
      if (validUrlCount === 0) return { message: t('submit.errors.atLeastOneUrl'), isError: false };
      if (validUrlCount > allowance) {
        return { message: t('submit.errors.submitVideoLimit', { count: allowance }), isError: true };
      }
      if (invalidRows.length > 0) return { message: t('submit.invalidUrl'), isError: true };
    }
    if (!isVip && !paymentConfirmed)
      return { message: t('submit.errors.paymentNotConfirmed'), isError: false };
    return null;
  }
  const blocker = findBlocker();
  const canSubmit = !blocker && !isSending && !hasSucceeded && (isPhoto ? pendingPhotos.length > 0 : true);

  function succeed() {
    setHasSucceeded(true);
    void queryClient.invalidateQueries({ queryKey: ['participant'] });
    redirectRef.current = setTimeout(() => navigate('/participant/submissions'), REDIRECT_DELAY_MS);
  }

  function handleClose() {
    if (hasSucceeded) {
      navigate('/participant/submissions');
      return;
    }
    abortRef.current?.abort();
    if (photos.some((p) => p.status === 'done'))
      void queryClient.invalidateQueries({ queryKey: ['participant'] });
    onClose();
  }

  // --- photos -------------------------------------------------------------------------------

  function updatePhoto(key: string, change: Partial<PhotoItem>) {
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  }

  // One pick at a time: its refusals and its accepted photos together (lib/photo-pick).
  function handlePick(files: File[], rejected: FileRejection[]) {
    const { added, refused } = pickPhotos({
      current: photos.map((p) => p.file),
      accepted: files,
      rejected,
      allowance,
    });
    setLimitMessage(
      refused.some((r) => r.reason === 'limit')
        ? t('submit.errors.photoLimit', { count: allowance ?? 0 })
        : null,
    );
    setRejections(
      refused
        .filter((r) => r.reason !== 'limit')
        .map((r) => {
          const reason =
            r.reason === 'heic'
              ? t('submit.rejectHeic')
              : r.reason === 'tooLarge'
                ? t('submit.rejectTooLarge')
                : r.reason === 'type'
                  ? t('submit.rejectType')
                  : (r.message ?? t('submit.errors.generic'));
          return `${r.name}: ${reason}`;
        }),
    );
    setPhotos((list) => [
      ...list,
      ...added.map((file) => ({
        key: newKey(),
        file,
        previewUrl: URL.createObjectURL(file),
        status: 'ready' as const,
        progress: 0,
        error: null,
      })),
    ]);
  }

  function handleRemove(key: string) {
    const item = photos.find((p) => p.key === key);
    if (item) URL.revokeObjectURL(item.previewUrl);
    const rest = photos.filter((p) => p.key !== key);
    setPhotos(rest);
    setLimitMessage(null);
    // The failure this photo caused goes with it (defect 4).
    if (!rest.some((p) => p.status === 'error')) {
      setFormError(null);
      setFieldErrors({});
    }
  }

  async function sendPhotos(onlyKey?: string) {
    const targets = photos.filter((p) =>
      onlyKey ? p.key === onlyKey : p.status === 'ready' || p.status === 'error',
    );
    if (targets.length === 0) return;
    const othersPending = photos.some((p) => !targets.includes(p) && p.status !== 'done');
    const controller = new AbortController();
    abortRef.current = controller;
    setIsSending(true);
    setFormError(null);
    setFieldErrors({});
    setRejections([]);
    setLimitMessage(null);
    const targetKeys = new Set(targets.map((p) => p.key));
    setPhotos((list) =>
      list.map((p) => (targetKeys.has(p.key) ? { ...p, status: 'waiting', progress: 0, error: null } : p)),
    );

    let hasFailed = false;
    for (const [index, target] of targets.entries()) {
      updatePhoto(target.key, { status: 'uploading', progress: 0 });
      try {
        await uploadPhoto({
          contestId: contest.id,
          file: target.file,
          choice,
          signal: controller.signal,
          onProgress: (fraction) => updatePhoto(target.key, { progress: fraction }),
        });
        updatePhoto(target.key, { status: 'done', progress: 1 });
      } catch (error) {
        if (isAbort(error)) return;
        hasFailed = true;
        const message =
          error instanceof ApiError && error.code === 'IMAGE_TOO_SMALL' && contest.minPhotoLongSide
            ? t('submit.imageTooSmall', { min: contest.minPhotoLongSide })
            : describeError(error, t);
        updatePhoto(target.key, { status: 'error', error: message });
        const isPackageProblem =
          error instanceof ApiError && error.code === 'VALIDATION_FAILED' && !error.fields?.files;
        if (error instanceof ApiError && (BATCH_STOPPING_CODES.has(error.code) || isPackageProblem)) {
          setFormError(message);
          if (isPackageProblem) setFieldErrors(error.fields ?? {});
          const untouched = new Set(targets.slice(index + 1).map((p) => p.key));
          setPhotos((list) =>
            list.map((p) => (untouched.has(p.key) ? { ...p, status: 'ready', progress: 0 } : p)),
          );
          break;
        }
      }
    }
    abortRef.current = null;
    setIsSending(false);
    void queryClient.invalidateQueries({ queryKey: ['participant'] });
    if (!hasFailed && !othersPending) succeed();
    else if (hasFailed) setFormError((current) => current ?? t('submit.partialFailure'));
  }

  // --- videos --------------------------------------------------------------------------------

  function updateRow(key: string, change: Partial<VideoRow>) {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }

  const addBlockedReason =
    !isVip && !chosenPackage
      ? t('submit.errors.videoPackage')
      : allowance !== null && rows.length >= allowance
        ? allowance === 0
          ? t('submit.errors.noEntriesLeft')
          : t('submit.errors.addVideoLimit', { count: allowance })
        : null;

  async function sendVideos() {
    setShowAllErrors(true);
    if (findBlocker()) return;
    setIsSending(true);
    setFormError(null);
    setFieldErrors({});
    setRows((list) => list.map((r) => ({ ...r, serverError: null })));
    try {
      await submitVideos.mutateAsync({ urls: rows.map((r) => r.value.trim()), choice });
      succeed();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const others: Record<string, string> = {};
      for (const [field, key] of Object.entries(fields)) {
        const match = /^urls\.(\d+)$/.exec(field);
        const row = match ? rows[Number(match[1])] : undefined;
        if (row) updateRow(row.key, { serverError: t(key, { ns: 'common' }) });
        else others[field] = key;
      }
      setFieldErrors(others);
      const firstOther = Object.values(others)[0];
      setFormError(
        Object.keys(fields).length === 0
          ? describeError(error, t)
          : firstOther
            ? t(firstOther, { ns: 'common' })
            : null,
      );
    } finally {
      setIsSending(false);
    }
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
            category={contest.category}
            packages={packages.data}
            isLoading={packages.isPending}
            isError={packages.isError}
            onRetry={() => void packages.refetch()}
            currency={currency}
            onCurrency={setCurrency}
            packageId={packageId}
            onPackage={(id) => {
              setPackageId(id);
              setLimitMessage(null);
            }}
            paymentConfirmed={paymentConfirmed}
            onPaymentConfirmed={setPaymentConfirmed}
            disabled={isLocked}
            fieldErrors={fieldErrors}
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
              items={photos}
              onPick={handlePick}
              onRemove={handleRemove}
              onRetry={(key) => void sendPhotos(key)}
              disabledReason={
                !isVip && !chosenPackage
                  ? t('submit.errors.photoPackage')
                  : allowance !== null && photos.length >= allowance
                    ? allowance === 0
                      ? t('submit.errors.noEntriesLeft')
                      : t('submit.errors.photoLimit', { count: allowance })
                    : null
              }
              isSending={isSending || hasSucceeded}
              minSizeHint={
                contest.minPhotoLongSide ? t('submit.minSize', { min: contest.minPhotoLongSide }) : null
              }
              counter={
                allowance !== null && allowance > 0
                  ? t('submit.photoCounter', { chosen: photos.length, count: allowance })
                  : null
              }
              limitMessage={limitMessage}
              rejections={rejections}
            />
          ) : (
            <VideoLinks
              rows={rows}
              onChange={(key, value) => updateRow(key, { value, serverError: null })}
              onBlur={(key) => updateRow(key, { touched: true })}
              onAdd={() => setRows((list) => [...list, newRow()])}
              onRemove={(key) => setRows((list) => list.filter((r) => r.key !== key))}
              addBlockedReason={addBlockedReason}
              showAllErrors={showAllErrors}
              disabled={isLocked}
            />
          )}
        </Stack>

        {formError && !hasSucceeded && (
          <Alert color="red" role="alert" data-testid="submit-error">
            {formError}
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
            {!hasSucceeded && blocker ? blocker.message : ''}
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
