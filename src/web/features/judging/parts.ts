import { createContext, type ComponentType } from 'react';

/**
 * What other features show on the scoring screens (the fairness feature's calibration of the judge,
 * below the grid; the adjudication feature's notice), given by the judge area (app/areas.tsx): a
 * feature never imports another's components.
 */
export type JudgeScreenParts = {
  Calibration: ComponentType<{ contestId: string }>;
  /** The adjudication feature's notice of entries waiting for this judge as adjudicator. */
  AdjudicationsWaiting: ComponentType;
};

export const JudgeScreenPartsContext = createContext<JudgeScreenParts | null>(null);
