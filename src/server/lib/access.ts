import type { Role } from '../../domain/roles';
import type { PreFilterStatus } from '../modules/submissions/submissions.repo';
import type { ImageVariant } from './images';

export type ImageViewer = { id: string; role: Role };
export type ImageSubject = {
  userId: string;
  preFilterStatus: PreFilterStatus;
  contest: {
    showSubmissions: boolean;
    preFilterJudgeId: string | null;
    photoJudge1Id: string | null;
    photoJudge2Id: string | null;
  };
};

/**
 * Who may see a photo. Admins: every variant, the original included. The owner: thumbnail and
 * preview. Any participant: thumbnail and preview of a contest whose entries are published
 * (show_submissions). The pre-filter judge of the contest: every photo; photo judges 1 and 2 of the
 * contest: approved photos only. Judges get the preview, never the original, whose metadata could
 * name the photographer. Everyone else: nothing (answered as 404).
 */
export function canViewSubmissionImage(
  viewer: ImageViewer,
  subject: ImageSubject,
  variant: ImageVariant,
): boolean {
  if (viewer.role === 'admin') return true;
  if (variant === 'original') return false;
  const { contest } = subject;
  switch (viewer.role) {
    case 'participant':
      return subject.userId === viewer.id || contest.showSubmissions;
    case 'pre_filter_judge':
      return contest.preFilterJudgeId === viewer.id;
    case 'photo_judge_1':
      return contest.photoJudge1Id === viewer.id && subject.preFilterStatus === 'approved';
    case 'photo_judge_2':
      return contest.photoJudge2Id === viewer.id && subject.preFilterStatus === 'approved';
    default:
      return false;
  }
}
