import { isContestOpen } from '../../../domain/contest-dates';
import { canEditEntryText } from '../../../domain/entry-changes';
import { checkEntryText } from '../../../domain/entry-text';
import type { EntryTextInput } from '../../../domain/schemas/entry-text';
import { isUuid } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { canDeleteSubmission } from '../../lib/access';
import { AppError, notFound, validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { imageKeysOf } from '../../lib/images';
import { isVipCaller, removeFiles } from './entry-plan';
import { toMySubmission, type MySubmission } from './my-submission';
import * as repo from './submissions.repo';
import * as myRepo from './my-submissions.repo';

// What a participant may still do to an entry of theirs: retitle it, or withdraw it.

/** The caller changes the title (and, for a photo, the caption) of their entry, until the deadline. */
export async function updateMyEntryText(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  input: EntryTextInput,
): Promise<MySubmission> {
  if (!isUuid(id)) throw notFound();
  const now = new Date();
  const isVip = await isVipCaller(ctx, caller.id);
  await inTransaction(ctx.db, async (client) => {
    const row = await repo.lockOwnedSubmission(client, id, caller.id);
    if (!row) throw notFound();
    const text = checkEntryText(input, row.file_key !== null);
    if (Object.keys(text.fields).length > 0) throw validationError(text.fields);
    if (!canEditEntryText({ deadline: row.deadline }, now, isVip)) {
      throw new AppError('ENTRY_TEXT_LOCKED', 'Titles and captions cannot change after the deadline');
    }
    await repo.updateEntryText(client, id, text);
  });
  const [row] = await myRepo.findMySubmissions(ctx.pool, caller.id, { ids: [id] });
  return toMySubmission(row, now, isVip);
}

export async function deleteMine(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const now = new Date();
  const isVip = await isVipCaller(ctx, caller.id);
  const fileKey = await inTransaction(ctx.db, async (client) => {
    const row = await repo.lockOwnedSubmission(client, id, caller.id);
    // Someone else's entry answers exactly like a missing one: its existence is not revealed.
    if (!row) throw notFound();
    if (!isContestOpen({ deadline: row.deadline }, now, isVip)) {
      throw new AppError('SUBMISSION_NOT_DELETABLE', 'Entries cannot be withdrawn after the contest closed');
    }
    const contest = {
      deadline: row.deadline,
      showPreFilterResults: row.show_pre_filter_results,
      showEvaluations: row.show_evaluations,
    };
    if (!canDeleteSubmission(row, contest, now, isVip)) {
      throw new AppError('SUBMISSION_NOT_DELETABLE', 'Entries cannot be withdrawn once judging has started');
    }
    await repo.deleteSubmission(client, id);
    return row.file_key;
  });
  // After the commit: a failure here leaves unreachable files (logged), never a row without files.
  if (fileKey) await removeFiles(ctx, Object.values(imageKeysOf(fileKey)));
}
