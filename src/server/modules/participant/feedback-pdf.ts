import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FeedbackPack } from '../../../contract/participant';
import type { Locale } from '../../../domain/schemas/account';
import { entryName, numberedNameKey } from '../../../domain/entry-name';
import { encodable } from '../../lib/pdf-text';

// The feedback pack on one A4 page, made with pdf-lib as the certificate is. Long
// comments are cut to three lines; entries that do not fit are counted on the last line ("and N
// more"), so the page is always one. Text outside WinAnsi (an emoji) is replaced, as on certificates.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FeedbackPdfText = { locale: Locale; username: string; association: string; t: Translate };

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 48;
const BOTTOM = 60;
const COMMENT_LINES = 3;

/** One line of text as the font can write it (runs of white space as one space). */
const oneLine = (font: PDFFont, text: string) => encodable(font, text.replace(/\s+/g, ' '));

/** Words into lines no wider than `width`; at most `max` lines, the last cut with an ellipsis. */
function wrap(font: PDFFont, text: string, size: number, width: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of oneLine(font, text).split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || current === '') current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1]}…`;
  while (last.length > 1 && font.widthOfTextAtSize(last, size) > width) last = `${last.slice(0, -2)}…`;
  kept[max - 1] = last;
  return kept;
}

function numberIn(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );
}

export async function feedbackPdf(pack: FeedbackPack, text: FeedbackPdfText): Promise<Buffer> {
  const { t, locale } = text;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t('feedbackPack.heading')} — ${text.username}`);
  pdf.setAuthor(text.association);
  pdf.setCreator('Jurado');
  const page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const gold = rgb(0.72, 0.53, 0.04);
  const ink = rgb(0.13, 0.13, 0.16);
  const grey = rgb(0.35, 0.35, 0.4);
  const width = WIDTH - 2 * MARGIN;
  let y = HEIGHT - MARGIN;
  const draw = (value: string, font: PDFFont, size: number, color = ink, indent = 0, gap = 4) => {
    for (const line of wrap(font, value, size, width - indent, 1)) {
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= size + gap;
  };

  draw(text.association, bold, 12, gold, 0, 10);
  draw(t('feedbackPack.heading'), bold, 20, ink, 0, 6);
  draw(text.username, regular, 12, ink, 0, 6);
  draw(t('feedbackPack.anonymous'), regular, 8, grey, 0, 14);
  if (pack.items.length === 0) draw(t('feedbackPack.empty'), regular, 11);

  const total = pack.items.reduce((sum, item) => sum + item.entries.length, 0);
  let shown = 0;
  outer: for (const item of pack.items) {
    if (y < BOTTOM + 60) break;
    const average = item.average === null ? '—' : numberIn(locale, item.average);
    draw(item.contest.title, bold, 13, ink, 0, 3);
    draw(t('feedbackPack.average', { average }), regular, 9, grey, 0, 8);
    for (const entry of item.entries) {
      // An entry needs its line and at least one judge's.
      if (y < BOTTOM + 40) break outer;
      const name = entryName(entry, (kind, n) => t(numberedNameKey(kind), { n }));
      const parts = [
        t('feedbackPack.final', { score: numberIn(locale, entry.finalScore) }),
        entry.award ? t(`export.award.${entry.award}`) : null,
        entry.percentile === null ? null : t('feedbackPack.percentile', { percentile: entry.percentile }),
      ].filter(Boolean);
      draw(`${name} — ${parts.join(' · ')}`, bold, 10, ink, 8, 3);
      for (const judge of entry.judges) {
        const label = t('feedbackPack.judge', { n: judge.side });
        const comment = judge.comment ?? t('feedbackPack.noComment');
        const lines = wrap(regular, `${label}: ${comment}`, 9, width - 16, COMMENT_LINES);
        for (const line of lines) {
          page.drawText(line, { x: MARGIN + 16, y, size: 9, font: regular, color: ink });
          y -= 12;
        }
        if (judge.areas.length > 0) {
          const areas = judge.areas.map((area) => t(`export.areas.${area}`)).join(', ');
          draw(t('feedbackPack.areas', { areas }), regular, 9, grey, 24, 3);
        }
      }
      y -= 6;
      shown += 1;
    }
    y -= 6;
  }
  if (shown < total) draw(t('feedbackPack.more', { count: total - shown }), bold, 10, ink, 0, 4);
  return Buffer.from(await pdf.save());
}
