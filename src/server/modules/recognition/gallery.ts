import type { TFunction } from 'i18next';
import { recognitionOf, type Recognition } from '../../../domain/recognition';
import type { Locale } from '../../../domain/schemas/account';
import { parseVideoUrl } from '../../../domain/video-url';
import type { AppContext } from '../../context';
import { escapeHtml, htmlPage } from '../../lib/html';
import { notFound } from '../../lib/errors';
import { previewStream } from '../../lib/previews';
import { imageKeysOf } from '../../lib/images';
import { buffer } from 'node:stream/consumers';
import { SHARE_IMAGE, shareJpeg, viewerDialog, VIEWER_STYLE } from './gallery-assets';
import { entryNameIn, translatorFor } from '../../i18n';
import { isUuid } from '../../../domain/ids';
import * as repo from './recognition.repo';

// The winners gallery: a public, shareable page per contest, once its results are published
// (show_evaluations) and its entries are (show_submissions). It shows the awarded and honourably
// mentioned entries — preview images through a route that checks the same, never originals —
// with usernames and titles, and no score of anyone. Server-rendered, with Open Graph tags, so a
// link shared on a social network shows its title and picture.

const isPublished = (c: repo.GalleryContestRow) => c.show_evaluations && c.show_submissions;

async function findContest(ctx: AppContext, id: string): Promise<repo.GalleryContestRow | null> {
  if (!isUuid(id)) return null;
  return repo.findGalleryContest(ctx.pool, id);
}

/** The contest's recognised entries: awards first, then honourable mentions, oldest first within. */
async function recognisedEntries(ctx: AppContext, contest: repo.GalleryContestRow) {
  const rows = await repo.listGalleryEntries(ctx.pool, contest.id);
  return rows.flatMap((row) => {
    const recognition = recognitionOf({
      award: row.award,
      isPhoto: row.file_key !== null,
      preFilterStatus: row.pre_filter_status,
      showEvaluations: contest.show_evaluations,
    });
    return recognition ? [{ ...row, recognition }] : [];
  });
}

/**
 * The preview (the viewer's picture) or the thumbnail (the card's) of a recognised photo of a
 * published gallery; anything else answers 404.
 */
export async function galleryImage(
  ctx: AppContext,
  contestId: string,
  submissionId: string,
  size: 'preview' | 'thumb' = 'preview',
) {
  const contest = await findContest(ctx, contestId);
  if (!contest || !isPublished(contest) || !isUuid(submissionId)) throw notFound();
  const entry = (await recognisedEntries(ctx, contest)).find((e) => e.id === submissionId);
  if (!entry?.file_key) throw notFound();
  const stored =
    size === 'thumb'
      ? await ctx.storage.getStream(imageKeysOf(entry.file_key).thumb)
      : await previewStream(ctx.storage, entry.file_key);
  if (!stored) throw notFound();
  return stored;
}

/** The JPEG a shared link of a published gallery shows (gallery-assets `shareJpeg`); else 404. */
export async function galleryShareImage(ctx: AppContext, contestId: string): Promise<Buffer> {
  const contest = await findContest(ctx, contestId);
  if (!contest || !isPublished(contest)) throw notFound();
  const firstPhoto = (await recognisedEntries(ctx, contest)).find((e) => e.file_key);
  const stored = firstPhoto?.file_key ? await previewStream(ctx.storage, firstPhoto.file_key) : null;
  const t = translatorFor('pt');
  return shareJpeg(stored ? await buffer(stored.stream) : null, {
    heading: t('gallery.title', { contest: contest.title }),
    association: ctx.config.associationName,
  });
}

function card(
  contestId: string,
  entry: repo.GalleryEntryRow & { recognition: Recognition },
  label: string,
  t: TFunction,
) {
  const name = entryNameIn(t, {
    title: entry.title,
    kind: entry.file_key ? 'photo' : 'video',
    number: entry.entry_number,
  });
  const alt = t('gallery.alt', { title: name, username: entry.username });
  let media = '';
  if (entry.file_key) {
    // The card shows the thumbnail, whole (portraits are not cropped); its link opens the preview.
    media = `<a href="/gallery/${contestId}/images/${entry.id}.webp" data-viewer data-title="${escapeHtml(name)}" data-caption="${escapeHtml(entry.caption ?? '')}" aria-label="${escapeHtml(t('gallery.enlarge', { title: name }))}"><img src="/gallery/${contestId}/thumbs/${entry.id}.webp" alt="${escapeHtml(alt)}" loading="lazy"></a>`;
  } else if (entry.video_url) {
    const video = parseVideoUrl(entry.video_url);
    const thumb = video?.thumbnailUrl
      ? `<img src="${escapeHtml(video.thumbnailUrl)}" alt="${escapeHtml(alt)}" loading="lazy">`
      : '';
    media = `<a href="${escapeHtml(video?.canonicalUrl ?? entry.video_url)}" rel="noopener" target="_blank">${thumb}<span>${escapeHtml(t('gallery.watch'))}</span></a>`;
  }
  return `<li class="${entry.recognition}">
  ${media}
  <p class="award">${escapeHtml(label)}</p>
  <p class="title">${escapeHtml(name)}</p>
  <p class="by">${escapeHtml(t('gallery.by', { username: entry.username }))}</p>
  ${entry.caption ? `<p class="caption">${escapeHtml(entry.caption)}</p>` : ''}
</li>`;
}

/** The gallery page (200), or a page saying there is nothing published here (404). */
export async function galleryPage(ctx: AppContext, contestId: string, locale: Locale) {
  const t = translatorFor(locale);
  const contest = await findContest(ctx, contestId);
  if (!contest || !isPublished(contest)) {
    const message = t('gallery.notPublished');
    return { status: 404 as const, html: layout(locale, message, '', `<h1>${escapeHtml(message)}</h1>`) };
  }
  const entries = await recognisedEntries(ctx, contest);
  const base = ctx.config.publicUrl;
  const url = `${base}/gallery/${contest.id}`;
  const heading = t('gallery.title', { contest: contest.title });
  const description = t('gallery.description', {
    association: ctx.config.associationName,
    count: entries.length,
    contest: contest.title,
  });
  // Every published gallery has a JPEG of a known size for link previews (photo or film gallery).
  const meta = [
    ['og:type', 'website'],
    ['og:title', heading],
    ['og:description', description],
    ['og:url', url],
    ['og:site_name', ctx.config.associationName],
    ['og:locale', locale === 'pt' ? 'pt_BR' : 'en_US'],
    ['og:image', `${base}/gallery/${contest.id}/share.jpg`],
    ['og:image:type', 'image/jpeg'],
    ['og:image:width', String(SHARE_IMAGE.width)],
    ['og:image:height', String(SHARE_IMAGE.height)],
    ['og:image:alt', heading],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .concat([
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<link rel="canonical" href="${escapeHtml(url)}">`,
    ])
    .join('\n');
  const other = locale === 'pt' ? 'en' : 'pt';
  const list = entries.length
    ? `<ul class="grid">${entries.map((e) => card(contest.id, e, t(`recognition.${e.recognition}`), t)).join('\n')}</ul>`
    : `<p>${escapeHtml(t('gallery.empty'))}</p>`;
  const body = `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(description)}</p>
${list}
<p><a href="/gallery/${contest.id}?lang=${other}" lang="${other === 'pt' ? 'pt-BR' : 'en'}">${escapeHtml(t('recognition.language'))}</a></p>
${viewerDialog(t('gallery.close'))}
<script src="/gallery/viewer.js" defer></script>`;
  return { status: 200 as const, html: layout(locale, heading, meta, body) };
}

const GALLERY_STYLE = `${VIEWER_STYLE}
.grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem}
.grid li{border:1px solid #dee2e6;border-radius:.5rem;padding:.75rem}.grid img{display:block;width:100%;height:14rem;object-fit:contain;border-radius:.25rem;background:#f1f3f5}
.grid a[data-viewer]{display:block;cursor:zoom-in}.caption{margin:.25rem 0 0;white-space:pre-line;font-size:.9rem}
.award{font-weight:700;color:#8a6100;margin:.5rem 0 0}.honorable .award{color:#495057}.title{font-weight:600;margin:0}.by{margin:0;color:#495057}`;

function layout(locale: Locale, title: string, head: string, body: string) {
  return htmlPage({ locale, title, head, width: '72rem', style: GALLERY_STYLE, body });
}
