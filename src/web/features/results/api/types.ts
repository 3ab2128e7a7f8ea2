import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';

// Shapes answered by the admin results API (src/server/modules/results). The web never imports
// server code, so they are restated here.

export type PreFilterStatus = 'pending' | 'approved' | 'rejected';
export type SortOrder = 'desc' | 'asc';

export type JudgeView = { score: number | null; comment: string | null; feedback: string[] };

export type VideoView = {
  provider: 'youtube' | 'vimeo' | null;
  url: string;
  embedUrl: string | null;
  thumbnailUrl: string | null;
};

export type ResultItem = {
  id: string;
  kind: ContestCategory;
  createdAt: string;
  contest: {
    id: string;
    title: string;
    category: ContestCategory;
    photoCategory: 'wedding' | 'family' | null;
    isExtra: boolean;
    showEvaluations: boolean;
    judges: { preFilter: string | null; judge1: string | null; judge2: string | null };
  };
  participant: { id: string; username: string; email: string };
  image: {
    thumbUrl: string;
    previewUrl: string;
    originalUrl: string;
    width: number | null;
    height: number | null;
  } | null;
  video: VideoView | null;
  /** Photos only. */
  preFilterStatus: PreFilterStatus | null;
  evaluationStatus: 'evaluated' | 'pending';
  judge1: JudgeView;
  /** Absent in extra contests. */
  judge2?: JudgeView;
  /** The score and award that count: null for a photo the pre-filter has not approved. */
  finalScore: number | null;
  /** The judges' scores differ by the contest's threshold or more. */
  isDisagreement: boolean;
  /** The rank among the listed entries (ties share it); null while unscored. */
  rank?: number | null;
  award: Award | null;
  isPaid: boolean;
};

export type ContestSummary = {
  contestId: string;
  total: number;
  approved: number | null;
  awarded: number;
  honorable: number;
};

export type ResultsPage = {
  items: ResultItem[];
  total: number;
  page: number;
  pageSize: number;
  summary: ContestSummary | null;
};

export type ContestOption = {
  id: string;
  title: string;
  category: ContestCategory;
  photoCategory: 'wedding' | 'family' | null;
  isExtra: boolean;
  showEvaluations: boolean;
  startDay: string;
};

export type ResultsFilters = {
  year: number | null;
  category: ContestCategory | null;
  contestId: string | null;
  preFilterStatus: PreFilterStatus | null;
  award: Award | null;
  sort: SortOrder;
};
