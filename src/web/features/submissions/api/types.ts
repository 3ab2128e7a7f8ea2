import type { Award } from '../../../../domain/awards';
import type { ContestCategory, Currency } from '../../../../domain/packages';

// Shapes answered by the participation API (src/server/modules/submissions and participant).
// The web never imports server code, so they are restated here.

export type PhotoCategory = 'wedding' | 'family';
export type PreFilterStatus = 'pending' | 'approved' | 'rejected';

/** A contest as every participant sees it (toContestView on the server). */
export type ContestView = {
  id: string;
  title: string;
  category: ContestCategory;
  photoCategory: PhotoCategory | null;
  isExtra: boolean;
  showSubmissions: boolean;
  showEvaluations: boolean;
  showPreFilterResults: boolean;
  /** ISO days in America/Sao_Paulo. */
  startDay: string;
  endDay: string;
  resultDay: string;
  /** The normal deadline: the first instant no longer accepted (ISO instant). */
  deadline: string;
  hasEnded: boolean;
};

export type VideoView = {
  provider: 'youtube' | 'vimeo' | null;
  url: string;
  embedUrl: string | null;
  thumbnailUrl: string | null;
};

export type ImageView = { thumbUrl: string; previewUrl: string; width: number | null; height: number | null };

export type JudgeView = { score: number | null; comment: string | null; feedback: string[] };

export type MySubmission = {
  id: string;
  kind: ContestCategory;
  createdAt: string;
  contest: {
    id: string;
    title: string;
    category: ContestCategory;
    photoCategory: PhotoCategory | null;
    isExtra: boolean;
    showEvaluations: boolean;
    showPreFilterResults: boolean;
    showSubmissions: boolean;
    hasEnded: boolean;
  };
  image: ImageView | null;
  video: VideoView | null;
  title: string | null;
  caption: string | null;
  canEditText: boolean;
  isPaid: boolean;
  package: { id: string; items: number | null; currency: Currency | null; amount: number | null } | null;
  /** Present only when the contest shows pre-filter results (photos only). */
  preFilterStatus?: PreFilterStatus;
  /** Present only when the contest shows evaluations; judge2 absent in extra contests. */
  evaluation?: {
    status: 'evaluated' | 'pending';
    finalScore: number | null;
    award: Award | null;
    judge1: JudgeView;
    judge2?: JudgeView;
  };
  canDelete: boolean;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
