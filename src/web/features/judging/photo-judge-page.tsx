import './translations';
import { ScoringScreen } from './components/scoring-screen';

/** /judge/photo and /judge/photo2: the server knows which side the caller scores. */
export default function PhotoJudgePage() {
  return <ScoringScreen kind="photo" />;
}
