import { createContext, type ComponentProps, type ComponentType } from 'react';
import type ScoringViewer from '../judging/components/scoring-viewer';

/**
 * What the adjudication screen borrows from the judging feature: the judges' viewer (zoom, full screen,
 * keys, comment), given by the judge area (app/areas.tsx). A module of its own, tiny.
 */
export type AdjudicationParts = { Viewer: ComponentType<ComponentProps<typeof ScoringViewer>> };

export const AdjudicationPartsContext = createContext<AdjudicationParts | null>(null);
