import type { Award } from './awards';
import { countsInResults } from './results';
import type { PreFilterStatus } from './pre-filter';

// An entry is recognised (certificate, badge, verification page, winners gallery) when it won an
// award or an honourable mention that the participants can already see: the contest shows its
// evaluations (results published) and the entry counts in results (a photo moved out of 'approved'
// keeps a stale award). Nothing is recognised before publication, so nothing leaks early.
export type Recognition = 'awarded' | 'honorable';

export function recognitionOf(entry: {
  award: Award | null;
  isPhoto: boolean;
  preFilterStatus: PreFilterStatus;
  showEvaluations: boolean;
}): Recognition | null {
  if (!entry.showEvaluations) return null;
  if (!countsInResults({ isPhoto: entry.isPhoto, preFilterStatus: entry.preFilterStatus })) return null;
  return entry.award === 'awarded' || entry.award === 'honorable' ? entry.award : null;
}

/**
 * The badge's alt text: the recognition and the contest, with the contest's year only when its title
 * does not already say it ("Menção Honrosa — Casamentos 2026", never "… Casamentos 2026 2026").
 */
export function badgeAltText(label: string, contestTitle: string, year: string): string {
  const saysYear = new RegExp(`(^|\\D)${year}(\\D|$)`).test(contestTitle);
  return saysYear ? `${label} — ${contestTitle}` : `${label} — ${contestTitle} ${year}`;
}
