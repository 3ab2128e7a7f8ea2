import { entryNumberSql } from '../../../domain/entry-name';
import type { Award } from '../../../domain/awards';
import { allRows, firstRow, type Queryable } from '../../db/transaction';
import type { PreFilterStatus } from '../../../domain/pre-filter';

export type RecognisedEntryRow = {
  id: string;
  user_id: string;
  username: string;
  /** The name to print on certificates; null: the username. */
  print_name: string | null;
  file_key: string | null;
  video_url: string | null;
  title: string | null;
  /** Its place among its author's entries in the contest (domain/entry-name). */
  entry_number: number;
  pre_filter_status: PreFilterStatus;
  award: Award | null;
  contest_id: string;
  contest_title: string;
  category: 'photo' | 'video';
  photo_category: 'wedding' | 'family' | null;
  results_at: Date;
  show_evaluations: boolean;
};

/** An entry with what its certificate, badge and verification page show (the caller decides if it may). */
export async function findEntry(db: Queryable, id: string): Promise<RecognisedEntryRow | null> {
  return firstRow<RecognisedEntryRow>(
    db,
    `SELECT s.id, s.user_id, u.username, u.print_name, s.file_key, s.video_url, s.title, ${entryNumberSql('s')} AS entry_number,
       s.pre_filter_status, s.award, c.id AS contest_id, c.title AS contest_title, c.category, c.photo_category, c.results_at, c.show_evaluations
     FROM submissions s JOIN contests c ON c.id = s.contest_id JOIN users u ON u.id = s.user_id
     WHERE s.id = $1`,
    [id],
  );
}

/** A contest as the winners gallery reads it. */
export type GalleryContestRow = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  photo_category: 'wedding' | 'family' | null;
  results_at: Date;
  show_evaluations: boolean;
  show_submissions: boolean;
};

export type GalleryEntryRow = {
  id: string;
  username: string;
  title: string | null;
  entry_number: number;
  caption: string | null;
  file_key: string | null;
  video_url: string | null;
  pre_filter_status: PreFilterStatus;
  award: Award | null;
};

export async function findGalleryContest(db: Queryable, id: string): Promise<GalleryContestRow | null> {
  return firstRow<GalleryContestRow>(
    db,
    `SELECT id, title, category, photo_category, results_at, show_evaluations, show_submissions
     FROM contests WHERE id = $1`,
    [id],
  );
}

/** The contest's entries with an award or an honourable mention: awards first, oldest first within. */
export async function listGalleryEntries(db: Queryable, contestId: string): Promise<GalleryEntryRow[]> {
  return allRows<GalleryEntryRow>(
    db,
    `SELECT s.id, u.username, s.title, ${entryNumberSql('s')} AS entry_number, s.caption, s.file_key, s.video_url, s.pre_filter_status, s.award
     FROM submissions s JOIN users u ON u.id = s.user_id
     WHERE s.contest_id = $1 AND s.award IN ('awarded', 'honorable')
     ORDER BY s.award, s.created_at, s.id`,
    [contestId],
  );
}
