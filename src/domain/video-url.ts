// Video entries are links to YouTube or Vimeo. We embed them in judges' and admins' browsers, so a
// link is accepted only when its host is exactly one we trust: the embed and thumbnail URLs are
// rebuilt from the id, never copied from the input.

export type VideoProvider = 'youtube' | 'vimeo';

export type ParsedVideoUrl = {
  provider: VideoProvider;
  id: string;
  canonicalUrl: string;
  embedUrl: string;
  thumbnailUrl: string;
};

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_SHORT_HOST = 'youtu.be';
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
// YouTube paths whose next segment is the video id.
const YOUTUBE_ID_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);
const VIMEO_ID = /^[1-9][0-9]{0,14}$/;
// Unlisted Vimeo videos carry a hex hash that the player needs as ?h=.
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;
// The canonical forms written below (what is stored): each parses back to itself, so it is
// recognised without the URL parser. A test checks these agree with the full parse.
const YOUTUBE_WATCH = 'https://www.youtube.com/watch?v=';
const CANONICAL_YOUTUBE = /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/;
const CANONICAL_VIMEO = /^https:\/\/vimeo\.com\/([1-9][0-9]{0,14})(?:\/([0-9a-fA-F]{6,32}))?$/;

/** Parses with the WHATWG URL class; adds https:// when the scheme is missing ("youtu.be/…"). */
function toHttpUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  // A scheme is letters up to a colon with no dot before it; "youtube.com:443/…" has no scheme.
  const scheme = /^([a-z][a-z0-9+-]*):/i.exec(text)?.[1]?.toLowerCase();
  let candidate = text;
  if (scheme === undefined) candidate = text.startsWith('//') ? `https:${text}` : `https://${text}`;
  else if (scheme !== 'http' && scheme !== 'https') return null; // javascript:, data:, ftp:, …
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  // "https://youtube.com@evil.com/…" really goes to evil.com; refuse any userinfo or odd port.
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  return url;
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function findYoutubeId(url: URL): string | null {
  const segments = pathSegments(url);
  if (url.hostname === YOUTUBE_SHORT_HOST) return segments.length === 1 ? segments[0] : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length === 2 && YOUTUBE_ID_PREFIXES.has(segments[0])) return segments[1];
  return null;
}

function toYoutube(id: string): ParsedVideoUrl {
  return {
    provider: 'youtube',
    id,
    canonicalUrl: `https://www.youtube.com/watch?v=${id}`,
    // The no-cookie domain sets no tracking cookies until the viewer presses play.
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  };
}

function findVimeoVideo(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = pathSegments(url);
  const queryHash = url.searchParams.get('h');
  const withHash = (id: string, hash: string | null) =>
    VIMEO_ID.test(id) && (hash === null || VIMEO_HASH.test(hash)) ? { id, hash } : null;

  if (url.hostname === 'player.vimeo.com') {
    return segments.length === 2 && segments[0] === 'video' ? withHash(segments[1], queryHash) : null;
  }
  const [first, second, third, fourth] = segments;
  switch (segments.length) {
    case 1: // vimeo.com/ID
      return withHash(first, queryHash);
    case 2: // vimeo.com/ID/HASH (unlisted) or vimeo.com/video/ID
      if (first === 'video') return withHash(second, queryHash);
      return VIMEO_ID.test(first) ? withHash(first, second) : null;
    case 3: // vimeo.com/channels/NAME/ID
      return first === 'channels' ? withHash(third, queryHash) : null;
    case 4: // vimeo.com/groups/NAME/videos/ID, vimeo.com/showcase/N/video/ID, vimeo.com/album/N/video/ID
      if (first === 'groups' && third === 'videos') return withHash(fourth, queryHash);
      if ((first === 'showcase' || first === 'album') && third === 'video')
        return withHash(fourth, queryHash);
      return null;
    default:
      return null;
  }
}

function toVimeo({ id, hash }: { id: string; hash: string | null }): ParsedVideoUrl {
  return {
    provider: 'vimeo',
    id,
    canonicalUrl: hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`,
    embedUrl: hash
      ? `https://player.vimeo.com/video/${id}?h=${hash}`
      : `https://player.vimeo.com/video/${id}`,
    // Vimeo has no keyless static thumbnail URL (its API or oEmbed must be called); vumbnail.com is
    // a public redirect to the Vimeo thumbnail by id. It cannot see unlisted videos.
    thumbnailUrl: `https://vumbnail.com/${id}.jpg`,
  };
}

/** A YouTube or Vimeo link as entered by a participant, or null when it is neither. */
export function parseVideoUrl(input: string): ParsedVideoUrl | null {
  if (typeof input !== 'string') return null;
  // Stored links are canonical: recognised without building a URL (lists map dozens per request).
  if (CANONICAL_YOUTUBE.test(input)) return toYoutube(input.slice(YOUTUBE_WATCH.length));
  const vimeo = CANONICAL_VIMEO.exec(input);
  if (vimeo) return toVimeo({ id: vimeo[1], hash: vimeo[2] ?? null });
  return parseAnyVideoUrl(input);
}

function parseAnyVideoUrl(input: string): ParsedVideoUrl | null {
  const url = toHttpUrl(input);
  if (url === null) return null;

  const youtubeId = findYoutubeId(url);
  if (youtubeId !== null) return YOUTUBE_ID.test(youtubeId) ? toYoutube(youtubeId) : null;

  const vimeoVideo = findVimeoVideo(url);
  return vimeoVideo === null ? null : toVimeo(vimeoVideo);
}

/**
 * A stored video link as shown: its canonical form, or the link itself when it cannot be parsed
 * (older data).
 */
export function canonicalVideoUrlOf(stored: string): string {
  if (CANONICAL_YOUTUBE.test(stored) || CANONICAL_VIMEO.test(stored)) return stored;
  return parseVideoUrl(stored)?.canonicalUrl ?? stored;
}

/**
 * The player and thumbnail addresses of a stored link, or null for one that is neither provider's.
 * Answers send the link alone (its canonical form, recognised here without the URL parser) and each
 * screen builds these from it.
 */
export function videoAddressesOf(stored: string): { embedUrl: string; thumbnailUrl: string } | null {
  const parsed = parseVideoUrl(stored);
  return parsed && { embedUrl: parsed.embedUrl, thumbnailUrl: parsed.thumbnailUrl };
}

export function isValidVideoUrl(input: string): boolean {
  return parseVideoUrl(input) !== null;
}
