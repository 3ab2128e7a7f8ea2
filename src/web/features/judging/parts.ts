import { createContext, type ComponentType } from 'react';

/**
 * What other features show on the scoring screens (the fairness feature's calibration of the judge,
 * below the grid; the adjudication feature's notice), given by app/router.tsx: a feature never imports another's components. A module of
 * its own, tiny, because the router (in the entry) provides it.
 */
export type JudgeScreenParts = {
  Calibration: ComponentType<{ contestId: string }>;
  /** The adjudication feature's notice of entries waiting for this judge as adjudicator. */
  AdjudicationsWaiting: ComponentType;
};

export const JudgeScreenPartsContext = createContext<JudgeScreenParts | null>(null);
