// Plain (no test runner imports): the API tests and the browser journeys both use it.
/**
 * The body of a contest save made from the admin's GET of it, as the form sends it: the read-only
 * fields left out, `changes` applied.
 */
export function contestFormBody(form: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    judges: _judges,
    participantCount: _p,
    submissionCount: _s,
    createdAt: _c,
    evaluations: _e,
    entrantJudgeIds: _x,
    ...values
  } = form;
  return { ...values, ...changes };
}
