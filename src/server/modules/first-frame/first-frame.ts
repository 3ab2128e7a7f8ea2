import { sessionSchema } from '../../../contract/auth';
import { entryImageUrl } from '../../../contract/entry-urls';
import { pageNames, type FrameInput } from '../../../contract/page-names';
import { judgeContestsSchema, scoringListQuerySchema, scoringPageSchema } from '../../../contract/judging';
import { dashboardSchema } from '../../../contract/participant';
import { queryKeys } from '../../../contract/query-keys';
import { PHOTO_SCORING_ROLES, VIDEO_SCORING_ROLES } from '../../../domain/judge-slots';
import { isLocale, type Locale } from '../../../domain/locales';
import { homeRouteOf, JUDGE_ROLES, type Role } from '../../../domain/roles';
import { chooseStartLanguage } from '../../../domain/start-language';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import * as auth from '../auth/auth.service';
import * as judging from '../judging/judging.service';
import { getDashboard } from '../participant/participant.service';
import { isMyStatusFilterShown } from '../submissions/submissions.service';

// The first frame of a signed-in screen. The page the server sends for the judge grid and the
// participant dashboard carries the answers the screen would ask for first (the session, then its
// list), each made by the same service call, behind the same role check, as the API route that
// answers it, and keyed as the web's query (web/lib/first-frame.ts seeds them before the first
// render); and it asks for the first thumbnails. On a phone the thumbnails then start with the HTML
// instead of after the scripts, /api/session and the list. Rankings carries the session only, and
// My Submissions the session and one boolean: with its list in the page its largest paint (the
// heading) came later on Lighthouse's phone, 4.6–4.8 s against 4.0 s without (bench/README.md,
// 'first frame A/B'); the boolean says whether its Status filter is drawn, which otherwise appeared
// with the filters answer and pushed the list down (a layout shift).

/** One answer the web would fetch, under the web's query key for it. */
export type SeededQuery = { key: readonly unknown[]; data: unknown };
export type FirstFrame = {
  queries: SeededQuery[];
  images: string[];
  /** The screen the app will draw (a home path draws its role's home) and in which language. */
  screen: { url: string; locale: Locale };
};

/**
 * web/server-frame.tsx's renderFrame: the screen drawn with the answers the page carries, or null
 * when the app would send the caller to another screen.
 */
export type RenderFrame = (input: FrameInput) => Promise<string | null>;

/**
 * Thumbnails preloaded: the first screenful of a phone's grid. At the browser's own (low) priority for
 * images, not `fetchpriority="high"`: nothing is drawn before the scripts have run, and high-priority
 * images took the slow link from them (bench/README.md).
 */
export const FIRST_IMAGES = 6;

type ScreenData = Pick<FirstFrame, 'queries' | 'images'>;

/** The screens that have a first frame, by path (no query string: a filtered list is asked as usual). */
const SCREENS: Record<string, (ctx: AppContext, user: SessionUser) => Promise<ScreenData>> = {
  '/judge/photo': (ctx, user) => scoringScreen(ctx, user, 'photo'),
  '/judge/video': (ctx, user) => scoringScreen(ctx, user, 'video'),
  '/participant': dashboardScreen,
  '/participant/dashboard': dashboardScreen,
  '/participant/submissions': mySubmissionsScreen,
};

const isOneOf = (roles: readonly string[], role: Role) => roles.includes(role);

/** The API's own refusals (a role, a contest no longer assigned) leave the screen to ask and say so. */
async function orNothing<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** A judge's scoring grid: their contests (`judgingKeys.contests`), then the first one's pending tab. */
async function scoringScreen(
  ctx: AppContext,
  user: SessionUser,
  kind: 'photo' | 'video',
): Promise<ScreenData> {
  const roles = kind === 'photo' ? PHOTO_SCORING_ROLES : VIDEO_SCORING_ROLES;
  if (!isOneOf(JUDGE_ROLES, user.role) || !isOneOf(roles, user.role)) return { queries: [], images: [] };
  const contests = await orNothing(() => judging.listMyContests(ctx, user));
  if (!contests) return { queries: [], images: [] };
  const queries: SeededQuery[] = [
    { key: queryKeys.judgeContests, data: judgeContestsSchema.parse(contests) },
  ];
  const first = contests.items[0];
  if (!first) return { queries, images: [] };
  // The screen opens on the first contest's pending tab, page 1 (features/judging/api/queries.ts).
  const query = scoringListQuerySchema.parse({ contestId: first.id, tab: 'pending', page: '1' });
  const page = await orNothing(() => judging.listScoring(ctx, user, kind, query));
  if (!page) return { queries, images: [] };
  queries.push({
    key: queryKeys.scoringList(kind, first.id, 'pending', 1),
    data: scoringPageSchema.parse(page),
  });
  const images =
    kind === 'photo' ? page.items.slice(0, FIRST_IMAGES).map((i) => entryImageUrl(i.id, 'thumb')) : [];
  return { queries, images };
}

/** The participant's dashboard counters (`['participant', 'dashboard']`). */
async function dashboardScreen(ctx: AppContext, user: SessionUser): Promise<ScreenData> {
  if (user.role !== 'participant') return { queries: [], images: [] };
  const dashboard = await orNothing(() => getDashboard(ctx, user));
  if (!dashboard) return { queries: [], images: [] };
  return {
    queries: [{ key: queryKeys.dashboard, data: dashboardSchema.parse(dashboard) }],
    images: [],
  };
}

/** My Submissions, all contests: whether it offers the Status filter (`queryKeys.myStatusFilterShown`). */
async function mySubmissionsScreen(ctx: AppContext, user: SessionUser): Promise<ScreenData> {
  if (user.role !== 'participant') return { queries: [], images: [] };
  const shown = await isMyStatusFilterShown(ctx, user);
  return { queries: [{ key: queryKeys.myStatusFilterShown, data: shown }], images: [] };
}

/**
 * What a signed-in caller's page carries: their session (`queryKeys.session`, as /api/session answers it), and
 * the screen's first answers when the path is one of SCREENS. Null for a visitor: their page is the
 * static one.
 */
export async function firstFrameOf(
  ctx: AppContext,
  user: SessionUser | null,
  url: string,
  cookieHeader?: string,
): Promise<FirstFrame | null> {
  if (!user) return null;
  const me = sessionSchema.parse({ user: await auth.getProfile(ctx, user.id, user.locale) }).user;
  if (!me) return null;
  const [pathname, search] = url.split('?');
  const path = pathname.replace(/\/$/, '') || '/';
  const screen = search === undefined || search === '' ? SCREENS[path] : undefined;
  const frame = screen ? await screen(ctx, user) : { queries: [], images: [] };
  return {
    queries: [{ key: queryKeys.session, data: me }, ...frame.queries],
    images: frame.images,
    screen: {
      // An area's own path sends its role home (web/app/guards.tsx, HomeRedirect): the frame is that
      // screen. A filtered list is drawn filtered (its list loading, as the app first draws it).
      url: `${AREA_PATHS.includes(path) ? homeRouteOf(me.role) : path}${search ? `?${search}` : ''}`,
      locale: frameLanguage({ search, cookieHeader, accountLocale: me.locale }),
    },
  };
}

const AREA_PATHS = ['/admin', '/participant', '/judge'];

/**
 * The language the app will open in, by the web's own rule (domain/start-language.ts): a link's
 * `?lang=`, else the one this browser remembers (its cookie), else the account's.
 */
export function frameLanguage(page: {
  search: string | undefined;
  cookieHeader: string | undefined;
  accountLocale: Locale;
}): Locale {
  const remembered = new RegExp(`(?:^|;\\s*)${pageNames.languageCookie}=([a-z]+)`).exec(
    page.cookieHeader ?? '',
  )?.[1];
  const choice = chooseStartLanguage({
    search: page.search ?? '',
    remembered: isLocale(remembered) ? remembered : null,
    account: page.accountLocale,
    browser: [],
  });
  return choice?.lng ?? page.accountLocale;
}

/**
 * JSON that is safe inside a <script type="application/json"> element: no "</script>", no "<!--",
 * no HTML character can end or reinterpret it, and U+2028/2029 stay escaped.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The area's page with the first frame in it: the answers as one JSON block (data, not script: the
 * CSP's script-src does not apply to it), the first thumbnails as image preloads, and
 * without the `as="fetch"` preloads of the answers it already carries.
 */
export function withFirstFrame(html: string, frame: FirstFrame, markup: string | null = null): string {
  const seeded = new Set(frame.queries.map((q) => JSON.stringify(q.key)));
  const drawn = markup !== null;
  let page = html;
  if (seeded.has('["me"]'))
    page = page.replace(/\s*<link rel="preload" href="\/api\/session" as="fetch"[^>]*>/, '');
  if (seeded.has('["judging","contests"]')) {
    page = page.replace(/\s*<link rel="preload" href="\/api\/judge\/contests" as="fetch"[^>]*>/, '');
  }
  const head = frame.images
    .map(
      (href) => `    <link rel="preload" as="image" href="${href}"${drawn ? ' fetchpriority="high"' : ''}>\n`,
    )
    .join('');
  const data = `    <script type="application/json" id="${pageNames.answersId}">${jsonForHtml(frame.queries)}</script>\n`;
  page = page.replace('  </head>', `${head}${data}  </head>`);
  if (markup === null) return page;
  // The drawn frame shows before the scripts run; its area's and screen's stylesheets are needed
  // for that first paint (they were only preloaded). The app draws into #root, hidden until it has
  // drawn the same screen (web/lib/first-frame.ts).
  return startAfterPaint(page.replace(/<link rel="preload" as="style"/g, '<link rel="stylesheet"')).replace(
    '<div id="root">',
    `<div id="${pageNames.drawnFrameId}">${markup}</div>\n    <div id="root" hidden>`,
  );
}

/**
 * The page's scripts, started by web/public/start-app.js once the frame is painted instead of
 * fetched beside its stylesheets: on a phone's slow link they took the bandwidth the first paint
 * waited for (bench/README.md, 'Server-drawn first frame').
 */
function startAfterPaint(page: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry) return page;
  const modules: string[] = [];
  const rest = page
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_all, href: string) => {
      modules.push(href);
      return '';
    });
  const start = `    <script defer src="/start-app.js" data-entry="${entry[1]}" data-modules="${modules.join(' ')}"></script>\n`;
  return rest.replace('  </head>', `${start}  </head>`);
}
