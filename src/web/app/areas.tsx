import '../styles/mantine-rest.css';
import {
  IconAward,
  IconChartBar,
  IconHistory,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconPackage,
  IconPhoto,
  IconScale,
  IconSettings,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUDICATION_ROUTE, canEnterJudgeRoute, homeRouteOf } from '../../domain/roles';
import { AdjudicationPartsContext, type AdjudicationParts } from '../features/adjudication/parts';
import { JudgeScreenPartsContext, type JudgeScreenParts } from '../features/judging/parts';
import { useMe } from '../lib/session';
import { RequireArea } from './guards';
import { ShellLayout } from './shell-layout';

export { areaScreens } from './area-screens';
export { signedInErrorsReady } from '../i18n/signed-in-errors';

/*
 * The three signed-in areas: each is its guard (spec section 6) around its frame. Loaded as one chunk
 * when an area is first visited, so /login never downloads the sidebar, the header or the dialogs.
 */

export function AdminArea() {
  return (
    <RequireArea area="admin">
      <AdminLayout />
    </RequireArea>
  );
}

export function ParticipantArea() {
  return (
    <RequireArea area="participant">
      <ParticipantLayout />
    </RequireArea>
  );
}

/**
 * What the judge screens show of each other's features, each its own chunk: the judge's calibration
 * (fairness) and the adjudications waiting (adjudication) on the scoring screens, the judges' viewer
 * (judging) on the adjudication screen.
 */
const judgeParts: JudgeScreenParts = {
  Calibration: lazy(() => import('../features/fairness/components/my-calibration')),
  AdjudicationsWaiting: lazy(async () => ({
    default: (await import('../features/adjudication/components/adjudications-waiting')).AdjudicationsWaiting,
  })),
};
const adjudicationParts: AdjudicationParts = {
  Viewer: lazy(() => import('../features/judging/components/scoring-viewer')),
};

export function JudgeArea() {
  return (
    <RequireArea area="judge">
      <JudgeScreenPartsContext.Provider value={judgeParts}>
        <AdjudicationPartsContext.Provider value={adjudicationParts}>
          <JudgeLayout />
        </AdjudicationPartsContext.Provider>
      </JudgeScreenPartsContext.Provider>
    </RequireArea>
  );
}

function AdminLayout() {
  const { t } = useTranslation();
  return (
    <ShellLayout
      title={t('nav.adminPanel')}
      items={[
        { to: '/admin/contests', label: t('nav.contests'), icon: <IconTrophy size={18} /> },
        { to: '/admin/participants', label: t('nav.participants'), icon: <IconUsers size={18} /> },
        { to: '/admin/rankings', label: t('nav.rankings'), icon: <IconPhoto size={18} /> },
        { to: '/admin/submissions', label: t('nav.contestSubmissions'), icon: <IconLayoutGrid size={18} /> },
        { to: '/admin/statistics', label: t('nav.statistics'), icon: <IconChartBar size={18} /> },
        { to: '/admin/packages', label: t('nav.packages'), icon: <IconPackage size={18} /> },
        { to: '/admin/audit', label: t('nav.audit'), icon: <IconHistory size={18} /> },
      ]}
    />
  );
}

function ParticipantLayout() {
  const { t } = useTranslation();
  return (
    <ShellLayout
      title={t('nav.participantArea')}
      items={[
        { to: '/participant/dashboard', label: t('nav.dashboard'), icon: <IconLayoutDashboard size={18} /> },
        { to: '/participant/contests', label: t('nav.myContests'), icon: <IconTrophy size={18} /> },
        { to: '/participant/submissions', label: t('nav.mySubmissions'), icon: <IconPhoto size={18} /> },
        { to: '/participant/results', label: t('nav.myResults'), icon: <IconAward size={18} /> },
        { to: '/participant/settings', label: t('nav.settings'), icon: <IconSettings size={18} /> },
      ]}
    />
  );
}

/** Judge shell: 'Submissions', the judge's own screen (spec section 2), and scoring judges' adjudication. */
function JudgeLayout() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <ShellLayout
      title={t('nav.judgeDashboard')}
      items={[
        {
          to: homeRouteOf(me.data?.role ?? ''),
          label: t('nav.submissions'),
          icon: <IconPhoto size={18} />,
        },
        ...(me.data && canEnterJudgeRoute(me.data.role, ADJUDICATION_ROUTE)
          ? [{ to: ADJUDICATION_ROUTE, label: t('nav.adjudication'), icon: <IconScale size={18} /> }]
          : []),
      ]}
    />
  );
}
