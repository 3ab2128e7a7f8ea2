// Roles and the areas of the app they may enter (spec section 6).
export const ROLES = [
  'admin',
  'participant',
  'pre_filter_judge',
  'photo_judge_1',
  'photo_judge_2',
  'video_judge_1',
  'video_judge_2',
] as const;
export type Role = (typeof ROLES)[number];

export const JUDGE_ROLES = [
  'pre_filter_judge',
  'photo_judge_1',
  'photo_judge_2',
  'video_judge_1',
  'video_judge_2',
] as const satisfies readonly Role[];
export type JudgeRole = (typeof JUDGE_ROLES)[number];

export const USER_STATUSES = ['regular', 'member', 'vip'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export type Area = 'admin' | 'participant' | 'judge';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isJudgeRole(role: Role): role is JudgeRole {
  return (JUDGE_ROLES as readonly string[]).includes(role);
}

const HOME_ROUTES: Record<Role, string> = {
  admin: '/admin/contests',
  participant: '/participant/dashboard',
  pre_filter_judge: '/judge/pre-filter',
  photo_judge_1: '/judge/photo',
  photo_judge_2: '/judge/photo2',
  video_judge_1: '/judge/video1',
  video_judge_2: '/judge/video2',
};

/** Where a role lands after sign-in, at /login with a session, and when it enters an area not its own. */
export function homeRouteOf(role: string): string {
  return isRole(role) ? HOME_ROUTES[role] : HOME_ROUTES.participant;
}

export function areaOf(role: Role): Area {
  if (role === 'admin') return 'admin';
  if (isJudgeRole(role)) return 'judge';
  return 'participant';
}

export function canEnterArea(role: Role, area: Area): boolean {
  return areaOf(role) === area;
}

/** Any scoring judge may be asked to adjudicate a disagreement: their second screen. */
export const ADJUDICATION_ROUTE = '/judge/adjudication';

/**
 * The judge screens are per role: a pre-filter judge typing /judge/photo is sent home, because the
 * photo screen would only ever be empty for them (the server refuses their calls anyway).
 */
export function canEnterJudgeRoute(role: Role, path: string): boolean {
  if (path === ADJUDICATION_ROUTE) return isJudgeRole(role) && role !== 'pre_filter_judge';
  return isJudgeRole(role) && HOME_ROUTES[role] === path;
}

/** Status cycles on click in the admin list: vip → member → regular → vip (spec section 4). */
export function nextStatus(status: UserStatus): UserStatus {
  if (status === 'vip') return 'member';
  if (status === 'member') return 'regular';
  return 'vip';
}

export type RoleBadgeColor = 'violet' | 'blue' | 'green';
/** Admin purple, any judge blue, others green (spec section 6). */
export function roleBadgeColor(role: Role): RoleBadgeColor {
  if (role === 'admin') return 'violet';
  return isJudgeRole(role) ? 'blue' : 'green';
}

/**
 * Where to go after signing in: back to the page a signed-out visitor asked for (a link from an email,
 * say), when it is a path of this app inside the role's own area; otherwise the role's home. Only
 * same-app paths: never a full URL or `//host`, so a crafted link cannot send anyone elsewhere.
 */
export function afterSignInPath(role: Role, requested: string | null | undefined): string {
  const home = homeRouteOf(role);
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.includes('\\')) {
    return home;
  }
  const area = /^\/(admin|participant|judge)(?:[/?#]|$)/.exec(requested)?.[1] as Area | undefined;
  if (!area || !canEnterArea(role, area)) return home;
  if (area === 'judge' && !canEnterJudgeRoute(role, requested.split(/[?#]/)[0])) return home;
  return requested;
}
