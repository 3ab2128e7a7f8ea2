import type { AmendmentView } from '../../../contract/lifecycle';
import type { AmendmentRow } from './lifecycle.repo';

/** An amendment as the admin's lifecycle panel lists it (the result before and after, the reason). */
export function toAmendmentView(row: AmendmentRow): AmendmentView {
  return {
    id: row.id,
    submissionId: row.submission_id,
    entryTitle: row.entry_title,
    participant: row.participant,
    reason: row.reason,
    actor: row.actor,
    createdAt: row.created_at.toISOString(),
    before: { finalScore: row.before.finalScore ?? null, award: row.before.award ?? null },
    after: { finalScore: row.after.finalScore ?? null, award: row.after.award ?? null },
  };
}
