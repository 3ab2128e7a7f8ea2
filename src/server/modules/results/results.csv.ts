import { Transform } from 'node:stream';
import { toCsvLine, type CsvCell } from '../../../domain/csv';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { isImprovementArea, type ImprovementArea } from '../../../domain/improvement-areas';
import type { Locale } from '../../../domain/schemas/account';
import type { ResultView } from './results.service';

// The admin results export (columns in docs/decisions.md, 'Results'). A Portuguese spreadsheet
// reads ';' between cells and ',' in decimals, an English one ',' and '.', as the participant's
// Overall Scores export does; headers and labels follow the same language.

/** The UTF-8 byte-order mark: without it Excel guesses a legacy code page and breaks accents. */
export const UTF8_BOM = '\uFEFF';

type Labels = {
  columns: readonly string[];
  photo: string;
  film: string;
  wedding: string;
  family: string;
  yes: string;
  no: string;
  status: Record<'pending' | 'approved' | 'rejected', string>;
  award: Record<'awarded' | 'honorable' | 'not_awarded', string>;
  areas: Record<ImprovementArea, string>;
};

const LABELS: Record<Locale, Labels> = {
  pt: {
    columns: [
      'ID',
      'Concurso',
      'Categoria',
      'Concurso extra',
      'Tipo',
      'Participante',
      'Email',
      'Pré-seleção',
      'Jurado 1',
      'Nota jurado 1',
      'Comentário jurado 1',
      'Áreas para melhorar jurado 1',
      'Jurado 2',
      'Nota jurado 2',
      'Comentário jurado 2',
      'Áreas para melhorar jurado 2',
      'Nota final',
      'Premiação',
      'Pago',
      'Enviada em',
      'Arquivo ou link',
    ],
    photo: 'Foto',
    film: 'Filme',
    wedding: 'Casamento',
    family: 'Família',
    yes: 'Sim',
    no: 'Não',
    status: { pending: 'Aguardando votação', approved: 'Aprovada', rejected: 'Não aprovada' },
    award: { awarded: 'Premiada', honorable: 'Menção Honrosa', not_awarded: 'Não premiada' },
    areas: {
      composition: 'Composição',
      direction: 'Direção',
      light: 'Luz',
      message: 'Mensagem/Impacto',
      editing: 'Edição',
      originality: 'Originalidade',
    },
  },
  en: {
    columns: [
      'ID',
      'Contest',
      'Category',
      'Extra contest',
      'Type',
      'Participant',
      'Email',
      'Pre-filter',
      'Judge 1',
      'Judge 1 score',
      'Judge 1 comment',
      'Judge 1 areas for improvement',
      'Judge 2',
      'Judge 2 score',
      'Judge 2 comment',
      'Judge 2 areas for improvement',
      'Final score',
      'Award',
      'Paid',
      'Submitted at',
      'File or link',
    ],
    photo: 'Photo',
    film: 'Film',
    wedding: 'Wedding',
    family: 'Family',
    yes: 'Yes',
    no: 'No',
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Not approved' },
    award: { awarded: 'Awarded', honorable: 'Honorable Mention', not_awarded: 'Not awarded' },
    areas: {
      composition: 'Composition',
      direction: 'Direction',
      light: 'Light',
      message: 'Message/Impact',
      editing: 'Editing',
      originality: 'Originality',
    },
  },
};

export function delimiterOf(locale: Locale): string {
  return locale === 'pt' ? ';' : ',';
}

export function csvHeader(locale: Locale): string {
  return toCsvLine(LABELS[locale].columns, delimiterOf(locale));
}

/** A number as the spreadsheet of that language reads it: 7.5 → '7,5' in Portuguese. */
function numberCell(value: number | null | undefined, locale: Locale): CsvCell {
  if (value === null || value === undefined) return '';
  return locale === 'pt' ? String(value).replace('.', ',') : String(value);
}

// 'YYYY-MM-DD HH:mm' in São Paulo: a date and time every spreadsheet recognises, in the contest's zone.
// Asking Intl for every row of a 500,000-row export costs seconds; a zone's offset only changes on an
// hour boundary, so it is asked once per hour and remembered (a bounded cache).
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
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const p = Object.fromEntries(PARTS.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

export function localDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return new Date(ms + offsetAt(ms)).toISOString().slice(0, 16).replace('T', ' ');
}

function areasCell(feedback: readonly string[], labels: Labels): string {
  return feedback
    .filter(isImprovementArea)
    .map((area) => labels.areas[area])
    .join(', ');
}

/** One entry as a CSV line. `publicUrl` makes the photo's download link absolute. */
export function csvLine(item: ResultView, locale: Locale, publicUrl: string): string {
  const l = LABELS[locale];
  const category =
    item.contest.category === 'video'
      ? l.film
      : `${l.photo}${item.contest.photoCategory ? ` · ${l[item.contest.photoCategory]}` : ''}`;
  const judge2 = item.judge2;
  const cells: CsvCell[] = [
    item.id,
    item.contest.title,
    category,
    item.contest.isExtra ? l.yes : l.no,
    item.kind === 'photo' ? l.photo : l.film,
    item.participant.username,
    item.participant.email,
    item.preFilterStatus ? l.status[item.preFilterStatus] : '',
    item.contest.judges.judge1 ?? '',
    numberCell(item.judge1.score, locale),
    item.judge1.comment ?? '',
    areasCell(item.judge1.feedback, l),
    judge2 ? (item.contest.judges.judge2 ?? '') : '',
    numberCell(judge2?.score, locale),
    judge2?.comment ?? '',
    judge2 ? areasCell(judge2.feedback, l) : '',
    numberCell(item.finalScore, locale),
    item.award ? l.award[item.award] : '',
    item.isPaid ? l.yes : l.no,
    localDateTime(item.createdAt),
    item.image ? `${publicUrl}${item.image.originalUrl}` : (item.video?.url ?? ''),
  ];
  return toCsvLine(cells, delimiterOf(locale));
}

/**
 * Database rows in, CSV text out: the BOM and the header first, then one line per row. It runs in
 * object mode on its writable side, so the cursor upstream is paused whenever the client reads slowly.
 */
export function csvTransform<Row>(locale: Locale, toLine: (row: Row) => string): Transform {
  let hasStarted = false;
  const start = () => {
    hasStarted = true;
    return UTF8_BOM + csvHeader(locale);
  };
  return new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, callback) {
      try {
        callback(null, (hasStarted ? '' : start()) + toLine(row));
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      callback(null, hasStarted ? '' : start());
    },
  });
}
