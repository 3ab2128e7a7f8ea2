import './translations';
import { ScoringScreen } from './components/scoring-screen';

/** /judge/video1 and /judge/video2: the server knows which side the caller scores. */
export default function VideoJudgePage() {
  return <ScoringScreen kind="video" />;
}
