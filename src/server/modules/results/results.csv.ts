import { escapeCsvCell, toCsvLine } from '../../../domain/csv';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { IMPROVEMENT_AREAS, type ImprovementArea } from '../../../domain/improvement-areas';
import type { Locale } from '../../../domain/schemas/account';
import { canonicalVideoUrlOf } from '../../../domain/video-url';
import type { ExportContestRow, ExportRow } from './results-export.repo';
import type { PreFilterStatus } from '../../../domain/pre-filter';
import { translatorFor } from '../../i18n';

// The admin results export (columns in docs/decisions.md, 'Results'). A Portuguese spreadsheet
// reads ';' between cells and ',' in decimals, an English one ',' and '.', as the participant's
// Overall Scores export does; headers and labels follow the same language.

/** The UTF-8 byte-order mark: without it Excel guesses a legacy code page and breaks accents. */
export const UTF8_BOM = '\uFEFF';

type Labels = {
  columns: readonly string[];
  photo: string;
  video: string;
  wedding: string;
  family: string;
  yes: string;
  no: string;
  status: Record<PreFilterStatus, string>;
  award: Record<'awarded' | 'honorable' | 'not_awarded', string>;
  areas: Record<ImprovementArea, string>;
};

/** The export's headers and labels in each language, from the server's catalogs (i18n/*.json, 'export'). */
const LABELS: Record<Locale, Labels> = { pt: labelsIn('pt'), en: labelsIn('en') };

function labelsIn(locale: Locale): Labels {
  return translatorFor(locale)('export', { returnObjects: true }) as unknown as Labels;
}

export function delimiterOf(locale: Locale): string {
  return locale === 'pt' ? ';' : ',';
}

export function csvHeader(locale: Locale): string {
  return toCsvLine(LABELS[locale].columns, delimiterOf(locale));
}

// 'YYYY-MM-DD HH:mm' in São Paulo: a date and time every spreadsheet recognises, in the contest's zone.
// Asking Intl for every row of a 500,000-row export costs seconds. A zone's offset only changes on an
// hour boundary, and on a handful of days a year: it is asked at both ends of a UTC day, and when
// they agree the whole day has that offset; only a day with a change is looked up hour by hour.
// Both caches are bounded (an export spans a few thousand days).
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: CONTEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const hourOffsets = new Map<number, number>();
/** UTC day → its offset, or null on a day the offset changes. */
const dayOffsets = new Map<number, number | null>();

function zoneOffsetAt(at: number): number {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at;
}

function offsetAt(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    const start = zoneOffsetAt(day * DAY_MS);
    offset = start === zoneOffsetAt((day + 1) * DAY_MS) ? start : null;
    if (dayOffsets.size > 50_000) dayOffsets.clear();
    dayOffsets.set(day, offset);
  }
  return offset ?? hourOffsetAt(ms);
}

function hourOffsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = zoneOffsetAt(hour * HOUR_MS);
    if (hourOffsets.size > 50_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/** 'YYYY-MM-DD HH:mm' in São Paulo of an instant given as milliseconds since the epoch. */
export function localDateTimeOfMs(ms: number): string {
  const local = ms + offsetAt(ms);
  const minutes = Math.floor(local / MINUTE_MS);
  const days = Math.floor(minutes / DAY_MINUTES);
  const minuteOfDay = minutes - days * DAY_MINUTES;
  const hour = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay - hour * 60;
  return `${dayText(days)} ${hour < 10 ? '0' : ''}${hour}:${minute < 10 ? '0' : ''}${minute}`;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const dayTexts = new Map<number, string>();

/** 'YYYY-MM-DD' of a day counted from 1970-01-01, remembered (an export spans a few thousand days). */
function dayText(days: number): string {
  let text = dayTexts.get(days);
  if (text === undefined) {
    text = new Date(days * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
    if (dayTexts.size > 50_000) dayTexts.clear();
    dayTexts.set(days, text);
  }
  return text;
}

export function localDateTime(iso: string): string {
  return localDateTimeOfMs(Date.parse(iso));
}

/**
 * The improvement areas as labels, in canonical order, each once (what normalizeFeedback stores);
 * anything stored that is not an area is left out.
 */
function areasCell(stored: readonly string[] | null, labels: Labels): string {
  if (stored === null || stored.length === 0) return '';
  let text = '';
  for (const area of IMPROVEMENT_AREAS) {
    if (stored.includes(area)) text += text === '' ? labels.areas[area] : `, ${labels.areas[area]}`;
  }
  return text;
}

/** What a locale writes for each fixed label, already escaped for its delimiter: computed once. */
type Cells = {
  delimiter: string;
  video: string;
  photo: string;
  photoCategory: Record<'wedding' | 'family', string>;
  yes: string;
  no: string;
  status: Record<PreFilterStatus, string>;
  award: Record<'awarded' | 'honorable' | 'not_awarded', string>;
};

function cellsOf(locale: Locale): Cells {
  const l = LABELS[locale];
  const d = delimiterOf(locale);
  const e = (text: string) => escapeCsvCell(text, d);
  const map = <K extends string>(labels: Record<K, string>) =>
    Object.fromEntries(Object.entries<string>(labels).map(([k, v]) => [k, e(v)])) as Record<K, string>;
  return {
    delimiter: d,
    video: e(l.video),
    photo: e(l.photo),
    photoCategory: { wedding: e(`${l.photo} · ${l.wedding}`), family: e(`${l.photo} · ${l.family}`) },
    yes: e(l.yes),
    no: e(l.no),
    status: map(l.status),
    award: map(l.award),
  };
}

const CELLS: Record<Locale, Cells> = { pt: cellsOf('pt'), en: cellsOf('en') };

/** A score as the spreadsheet of that language reads it: 7.5 → '7,5' in Portuguese. */
function scoreCell(value: number | null, locale: Locale): string {
  if (value === null) return '';
  return locale === 'pt' ? String(value).replace('.', ',') : String(value);
}

/** What a contest puts in each of its rows: cells computed once per contest. */
type ContestCells = {
  /** Contest, Category and Extra contest, each followed by the delimiter. */
  lead: string;
  judge1: string;
  /** Judge 2's name cell; null in an extra contest, which has no second judge. */
  judge2: string | null;
};

function contestCellsOf(contest: ExportContestRow, locale: Locale): ContestCells {
  const c = CELLS[locale];
  const d = c.delimiter;
  const category =
    contest.category === 'video'
      ? c.video
      : contest.photo_category
        ? c.photoCategory[contest.photo_category]
        : c.photo;
  return {
    lead: `${escapeCsvCell(contest.title, d)}${d}${category}${d}${contest.is_extra ? c.yes : c.no}${d}`,
    judge1: escapeCsvCell(contest.judge1_username ?? '', d),
    judge2: contest.is_extra ? null : escapeCsvCell(contest.judge2_username ?? '', d),
  };
}

/**
 * One export row as a CSV line, straight from the database row (columns in docs/decisions.md,
 * 'Results'). Free text (titles, names, emails, comments, links) goes through the one escaping rule
 * (domain/csv); fixed labels were escaped once; ids, scores and dates need none.
 */
function csvLineOfRow(row: ExportRow, contest: ContestCells, locale: Locale, publicUrl: string): string {
  const [
    id,
    ,
    isPhoto,
    videoUrl,
    username,
    email,
    preFilterStatus,
    judge1Score,
    judge1Comment,
    judge1Feedback,
    judge2Score,
    judge2Comment,
    judge2Feedback,
    rankedScore,
    rankedAward,
    isPaid,
    createdAtMs,
    title,
    caption,
  ] = row;
  const c = CELLS[locale];
  const l = LABELS[locale];
  const d = c.delimiter;
  // Videos are stored canonical; the file of a photo is the admin's download of its original.
  const fileOrLink = isPhoto
    ? `${publicUrl}/api/images/${id}/original`
    : videoUrl === null
      ? ''
      : canonicalVideoUrlOf(videoUrl);
  const judge2 =
    contest.judge2 === null
      ? `${d}${d}${d}`
      : `${contest.judge2}${d}${scoreCell(judge2Score, locale)}${d}${escapeCsvCell(judge2Comment ?? '', d)}${d}` +
        escapeCsvCell(areasCell(judge2Feedback, l), d);
  return (
    `${id}${d}${contest.lead}${isPhoto ? c.photo : c.video}${d}${escapeCsvCell(username, d)}${d}` +
    `${escapeCsvCell(email, d)}${d}${isPhoto ? c.status[preFilterStatus] : ''}${d}${contest.judge1}${d}` +
    `${scoreCell(judge1Score, locale)}${d}${escapeCsvCell(judge1Comment ?? '', d)}${d}` +
    `${escapeCsvCell(areasCell(judge1Feedback, l), d)}${d}${judge2}${d}` +
    `${scoreCell(rankedScore, locale)}${d}${rankedAward ? c.award[rankedAward] : ''}${d}` +
    `${isPaid ? c.yes : c.no}${d}${localDateTimeOfMs(createdAtMs)}${d}${escapeCsvCell(fileOrLink, d)}${d}` +
    `${escapeCsvCell(title ?? '', d)}${d}${escapeCsvCell(caption ?? '', d)}\r\n`
  );
}

/**
 * Export rows as CSV text: the BOM and the header before the first batch, one line per row.
 * `contests` are those the rows may belong to (findExportContests, read in the same snapshot).
 */
export function csvBatch(locale: Locale, publicUrl: string, contests: readonly ExportContestRow[]) {
  const cells = new Map(contests.map((contest) => [contest.id, contestCellsOf(contest, locale)]));
  return (rows: readonly ExportRow[], isFirst: boolean): string => {
    let text = isFirst ? UTF8_BOM + csvHeader(locale) : '';
    for (const row of rows) {
      const contest = cells.get(row[1]);
      if (!contest) throw new Error(`export row ${row[0]} of a contest not read with the export`);
      text += csvLineOfRow(row, contest, locale, publicUrl);
    }
    return text;
  };
}
