// The submissions module is split into one file per use case (entry-plan.ts, submit-photos.ts, …);
// this file is what other modules may call: the contest as entries see it, the lock on a
// participant's entries (checkout and discount codes take it before changing a purchase), a
// participant's entries as My Submissions lists them, and whether its Status filter is offered (the
// first frame).
export { findContest, lockEntries, type ContestRow } from './submissions.repo';
export { findMySubmissions } from './my-submissions.repo';
export { isMyStatusFilterShown } from './list-my-submissions';
