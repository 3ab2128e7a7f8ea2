/**
 * Whether a score moves the viewer on: the judge's switch is on, the viewer is going through the
 * pending tab (the queue), and there is a next entry. In the "≥ 7" and "≤ 6" tabs a score corrects
 * one already given and stays on that entry, so the score announced is its own (a re-score
 * there jumped to another film while announcing).
 */
export function shouldAdvance(input: { isOn: boolean; tab: string; index: number; count: number }) {
  return input.isOn && input.tab === 'pending' && input.index < input.count - 1;
}
