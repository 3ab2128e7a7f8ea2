import type { ImprovementArea } from '../../../../domain/improvement-areas';

// Shapes answered by src/server/modules/judging/judging.service.ts.

export type PreFilterStatus = 'pending' | 'approved' | 'rejected';
export type JudgeTab = 'pending' | 'high' | 'low';

export type PreFilterCounts = {
  total: number;
  evaluated: number;
  pending: number;
  approved: number;
  rejected: number;
};
export type ScoringCounts = { total: number; evaluated: number; pending: number; high: number; low: number };
export type JudgeCounts = PreFilterCounts | ScoringCounts;

export type JudgeContest<C extends JudgeCounts = JudgeCounts> = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  photoCategory: 'wedding' | 'family' | null;
  isExtra: boolean;
  startDay: string;
  endDay: string;
  resultDay: string;
  counts: C;
  completedAt: string | null;
};

type BaseItem = { id: string; contestId: string; contestTitle: string; createdAt: string };

export type PhotoFields = {
  thumbUrl: string;
  previewUrl: string;
  width: number | null;
  height: number | null;
};

export type PreFilterItem = BaseItem & PhotoFields & { preFilterStatus: PreFilterStatus };

export type PhotoScoringItem = BaseItem &
  PhotoFields & { score: number | null; comment: string | null; feedback: ImprovementArea[] | null };

export type VideoScoringItem = BaseItem & {
  videoUrl: string;
  provider: 'youtube' | 'vimeo' | null;
  embedUrl: string | null;
  thumbnailUrl: string | null;
  score: number | null;
  comment: string | null;
};

export type ScoringItem = PhotoScoringItem | VideoScoringItem;

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
