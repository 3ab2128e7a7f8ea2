import sharp from 'sharp';
import { dayOf, longDayText } from '../../../domain/contest-dates';
import { badgeAltText, recognitionOf, type Recognition } from '../../../domain/recognition';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import { ownsEntry } from '../../lib/access';
import { entryNameIn, translatorFor } from '../../i18n';
import { escapeHtml, htmlPage } from '../../lib/html';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { previewStream } from '../../lib/previews';
import { isUuid } from '../../../domain/ids';
import { fileSlugOf } from '../../../domain/awarded-files';
import { certificateName } from '../../../domain/schemas/account';
import type { TFunction } from 'i18next';
import { badgeSvg } from './badge';
import { certificatePdf } from './certificate';
import * as repo from './recognition.repo';
import { lastAmendedAt } from '../lifecycle/lifecycle.service';

/** The stable public addresses of an entry's recognition (the verification page and the badge). */
export function recognitionUrls(publicUrl: string, submissionId: string) {
  return {
    verifyUrl: `${publicUrl}/verify/${submissionId}`,
    badgeUrl: `${publicUrl}/verify/${submissionId}/badge.svg`,
    certificateUrl: `/api/participant/submissions/${submissionId}/certificate.pdf`,
  };
}

type Recognised = repo.RecognisedEntryRow & { recognition: Recognition };

/** The entry if its award is published (domain/recognition); anything else reads as missing. */
async function findRecognised(ctx: AppContext, id: string): Promise<Recognised> {
  const row = isUuid(id) ? await repo.findEntry(ctx.pool, id) : null;
  if (!row) throw notFound();
  const recognition = recognitionOf({
    award: row.award,
    isPhoto: row.file_key !== null,
    preFilterStatus: row.pre_filter_status,
    showEvaluations: row.show_evaluations,
  });
  if (!recognition) throw notFound();
  return { ...row, recognition };
}

function describe(row: Recognised, locale: Locale) {
  const t = translatorFor(locale);
  const category =
    row.category === 'video'
      ? t('recognition.film')
      : t('recognition.photo', { sub: t(`recognition.${row.photo_category ?? 'wedding'}`) });
  const day = dayOf(row.results_at);
  const date = longDayText(day, locale);
  return { t, category, date, year: day.slice(0, 4), label: t(`recognition.${row.recognition}`) };
}

/** The thumbnail as a JPEG for the PDF, read through the storage (local disk or S3). */
async function thumbnailJpeg(ctx: AppContext, fileKey: string | null): Promise<Buffer | null> {
  if (!fileKey) return null;
  const stored = await previewStream(ctx.storage, fileKey);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks)).resize(600, 600, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
}

/** The owner's printable certificate of an awarded or honourably mentioned entry. */
export async function certificate(ctx: AppContext, caller: SessionUser, id: string, locale: Locale) {
  const row = await findRecognised(ctx, id);
  // Someone else's entry answers as a missing one.
  if (!ownsEntry(caller, { userId: row.user_id })) throw notFound();
  const { t, category, date, label } = describe(row, locale);
  const pdf = await certificatePdf(
    {
      heading: t('recognition.heading'),
      presentedTo: t('recognition.presentedTo'),
      username: certificateName({ username: row.username, printName: row.print_name }),
      recognition: label,
      entry: t('recognition.entry', { title: entryNameIn(t, nameable(row)) }),
      contest: row.contest_title,
      category,
      date: t('recognition.date', { date }),
      association: ctx.config.associationName,
      verifyLine: t('recognition.verifyLine', {
        url: recognitionUrls(ctx.config.publicUrl, row.id).verifyUrl,
      }),
    },
    await thumbnailJpeg(ctx, row.file_key),
  );
  return { pdf, fileName: certificateFileName(t, row) };
}

export async function badge(ctx: AppContext, id: string, locale: Locale) {
  const row = await findRecognised(ctx, id);
  const { label, year } = describe(row, locale);
  return badgeSvg({
    recognition: row.recognition,
    label,
    contest: row.contest_title,
    year,
    association: ctx.config.associationName,
  });
}

/**
 * The public verification page: what was recognised, for whom (the username, a public name), in which
 * contest — nothing private (no email, no location, no scores). Server-rendered HTML, so it works for
 * anyone following a badge, with no sign-in and no script.
 */
export async function verificationPage(
  ctx: AppContext,
  id: string,
  locale: Locale,
  viewer: SessionUser | null = null,
): Promise<{ status: 200 | 404; html: string; isPersonal?: boolean }> {
  const other: Locale = locale === 'pt' ? 'en' : 'pt';
  let row: Recognised;
  const amendedAt = isUuid(id) ? await lastAmendedAt(ctx.pool, id) : null;
  try {
    row = await findRecognised(ctx, id);
  } catch {
    const t = translatorFor(locale);
    // A recognition an amendment took away says so, with the day; anything else is unknown.
    if (amendedAt) {
      const revoked = t('recognition.revoked', { date: longDayText(dayOf(amendedAt), locale) });
      return {
        status: 404,
        html: page(locale, t('recognition.revokedTitle'), `<p class="amended">${escapeHtml(revoked)}</p>`),
      };
    }
    const title = t('recognition.notFoundTitle');
    return { status: 404, html: page(locale, title, `<p>${escapeHtml(t('recognition.notFound'))}</p>`) };
  }
  const { t, category, date, year, label } = describe(row, locale);
  const urls = recognitionUrls(ctx.config.publicUrl, row.id);
  const alt = escapeHtml(badgeAltText(label, row.contest_title, year));
  // How to put the badge on a website is for its owner; a visitor following a badge only checks it.
  const isOwner = viewer !== null && ownsEntry(viewer, { userId: row.user_id });
  const embed = `<a href="${urls.verifyUrl}"><img src="${urls.badgeUrl}" width="160" height="160" alt="${alt}"></a>`;
  const embedSection = isOwner
    ? `<section aria-labelledby="embed-heading">
<h2 id="embed-heading">${escapeHtml(t('recognition.embedHeading'))}</h2>
<p>${escapeHtml(t('recognition.embed'))}</p>
<pre><code id="embed-code">${escapeHtml(embed)}</code></pre>
<p><button type="button" data-copy="embed-code" data-copied="${escapeHtml(t('recognition.copied'))}" hidden>${escapeHtml(t('recognition.copy'))}</button> <span role="status" aria-live="polite"></span></p>
<script src="/verify/copy.js" defer></script>
</section>`
    : '';
  const body = `
<p><img src="/verify/${row.id}/badge.svg?lang=${locale}" width="160" height="160" alt="${alt}"></p>
<p>${escapeHtml(t('recognition.verifyIntro', { association: ctx.config.associationName, username: row.username }))}</p>
<p class="award">${escapeHtml(label)}</p>
<dl>
  <dt>${escapeHtml(t('recognition.contest'))}</dt><dd>${escapeHtml(row.contest_title)}</dd>
  <dt>${escapeHtml(t('recognition.category'))}</dt><dd>${escapeHtml(category)}</dd>
  <dt>${escapeHtml(t('recognition.work'))}</dt><dd>${escapeHtml(entryNameIn(t, nameable(row)))}</dd>
  <dt>${escapeHtml(t('recognition.year'))}</dt><dd>${escapeHtml(year)}</dd>
</dl>
<p>${escapeHtml(t('recognition.date', { date }))}</p>
${amendedAt ? `<p class="amended">${escapeHtml(t('recognition.amendedOn', { date: longDayText(dayOf(amendedAt), locale) }))}</p>` : ''}
${embedSection}
<p><a href="/verify/${row.id}?lang=${other}" lang="${other === 'pt' ? 'pt-BR' : 'en'}">${escapeHtml(t('recognition.language'))}</a></p>`;
  return {
    status: 200,
    html: page(
      locale,
      `${t('recognition.verifyTitle')} — ${row.contest_title}`,
      body,
      t('recognition.verifyTitle'),
    ),
    isPersonal: isOwner,
  };
}

const VERIFICATION_STYLE = `.award{font-size:1.5rem;font-weight:700;color:#8a6100}dt{font-weight:700}dd{margin:0 0 .5rem}
pre{white-space:pre-wrap;background:#f1f3f5;padding:.75rem;border-radius:.25rem}h2{font-size:1.1rem}
button{font:inherit;padding:.4rem .9rem;border:0;border-radius:.25rem;background:#5f3dc4;color:#fff;cursor:pointer}`;

/**
 * The copy button of the verification page's embed code (a file of its own: the pages' content
 * policy runs no inline script). Without script the button stays hidden and the code is selectable.
 */
export const COPY_SCRIPT = `document.querySelectorAll('button[data-copy]').forEach(function (button) {
  var status = button.nextElementSibling;
  button.hidden = false;
  button.addEventListener('click', function () {
    var code = document.getElementById(button.getAttribute('data-copy')).textContent;
    navigator.clipboard.writeText(code).then(function () {
      status.textContent = button.getAttribute('data-copied');
    });
  });
});
`;

function page(locale: Locale, title: string, body: string, heading = title): string {
  return htmlPage({
    locale,
    title,
    width: '40rem',
    style: VERIFICATION_STYLE,
    body: `<h1>${escapeHtml(heading)}</h1>\n${body}`,
  });
}

/** What names a recognised entry (domain/entry-name). */
function nameable(row: { title: string | null; file_key: string | null; entry_number: number }) {
  return {
    title: row.title,
    kind: row.file_key ? ('photo' as const) : ('video' as const),
    number: row.entry_number,
  };
}

/**
 * The certificate's file name, ASCII for every browser: "certificado-<contest>-<entry>.pdf" in
 * Portuguese, "certificate-<contest>-<entry>.pdf" in English (one participant may have two
 * recognised entries in a contest; the entry's name, domain/entry-name, tells their files apart).
 */
function certificateFileName(t: TFunction, row: Recognised): string {
  const parts = [
    t('recognition.fileName'),
    fileSlugOf(row.contest_title, 50),
    fileSlugOf(entryNameIn(t, nameable(row)), 40),
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
