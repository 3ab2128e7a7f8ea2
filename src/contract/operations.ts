/**
 * Every operation of the API by tag (a tag is a server module, `src/server/modules/<tag>`): its
 * operationId and one-line summary, which the OpenAPI document (`docs/api/openapi.json`) carries and
 * the typed web client (`src/web/lib/api.ts`) is generated from. A route registered without a line here
 * fails `lib/openapi-document.api.test.ts`; so does a line whose route is gone.
 * Keys are `METHOD path` as OpenAPI writes the path (`{id}`, not `:id`).
 */
export const OPERATIONS = {
  system: {
    'GET /health/live': ['getLiveness', 'The process answers (liveness)'],
    'GET /health/ready': ['getReadiness', 'The database and storage answer (readiness)'],
    'GET /api/admin/openapi.json': ['getOpenApiDocument', 'This document'],
  },
  auth: {
    'POST /api/auth/sign-in/email': ['signIn', 'Signs in with email and password; the session is a cookie'],
    'POST /api/auth/sign-out': ['signOut', 'Ends the session'],
    'GET /api/auth/get-session': ['getAuthSession', "Better Auth's session, without its token"],
    'POST /api/auth/request-password-reset': ['requestPasswordReset', 'Emails a password-reset link'],
    'POST /api/auth/reset-password': ['resetPassword', 'Sets a new password with a reset link'],
    'GET /api/auth/{*}': ['authClosedGet', "Better Auth's other routes: closed (404)"],
    'POST /api/auth/{*}': ['authClosedPost', "Better Auth's other routes: closed (404)"],
    'POST /api/account/sign-up': ['signUp', 'Creates a participant account and signs it in'],
    'GET /api/account/reset-token': ['checkResetToken', 'Says whether a password-reset link still works'],
    'POST /api/account/confirm-email': ['confirmEmailChange', 'Confirms a new email address'],
    'GET /api/session': ['getSession', 'Who is signed in (null for a visitor)'],
    'GET /api/me': ['getMe', 'The signed-in user'],
    'PUT /api/me/settings': ['updateSettings', "Changes the user's name, email or password"],
    'PUT /api/me/location': ['updateLocation', "Changes the user's country, state and city"],
    'PUT /api/me/locale': ['updateLocale', "Changes the user's language"],
  },
  locations: {
    'GET /api/locations/countries': ['listCountries', 'Countries, named in a language'],
    'GET /api/locations/br/states': ['listBrazilianStates', "Brazil's states"],
    'GET /api/locations/br/states/{stateCode}/cities': ['listBrazilianCities', "A Brazilian state's cities"],
  },
  participant: {
    'GET /api/participant/contests': [
      'listOpenContests',
      'Contests a participant can enter, with their limits',
    ],
    'GET /api/participant/dashboard': ['getDashboard', "The participant's dashboard"],
    'GET /api/participant/published-contests': ['listPublishedContests', 'Contests whose results are out'],
    'GET /api/participant/results': ['listMyResults', "The participant's results, contest by contest"],
    'GET /api/participant/feedback': ['getFeedbackPack', "The judges' feedback on the participant's entries"],
    'GET /api/participant/feedback.pdf': ['getFeedbackPdf', 'The feedback pack as a PDF'],
  },
  submissions: {
    'POST /api/participant/contests/{id}/photos': ['submitPhoto', 'Enters one photo (multipart)'],
    'POST /api/participant/contests/{id}/films': ['submitFilms', 'Enters films by link'],
    'GET /api/participant/submissions': ['listMySubmissions', "One page of the participant's entries"],
    'GET /api/participant/submissions/filters': [
      'getMySubmissionFilters',
      'The years and contests to filter by',
    ],
    'PATCH /api/participant/submissions/{id}': [
      'editMySubmission',
      "Changes an entry's title or description",
    ],
    'DELETE /api/participant/submissions/{id}': ['deleteMySubmission', 'Withdraws an entry'],
    'GET /api/participant/contests/{id}/overall': [
      'listOverallScores',
      "A published contest's overall scores",
    ],
    'GET /api/images/{submissionId}/{variant}': ['getImage', "An entry's image in one size"],
  },
  judging: {
    'GET /api/judge/contests': ['listJudgeContests', "A judge's contests with their progress"],
    'GET /api/judge/pre-filter/submissions': [
      'listPreFilterQueue',
      "One page of the pre-filter judge's photos",
    ],
    'PATCH /api/judge/pre-filter/submissions/{id}': [
      'decidePreFilter',
      'Approves, rejects or disqualifies a photo',
    ],
    'POST /api/judge/pre-filter/decisions': ['decidePreFilterMany', 'One decision on several photos'],
    'POST /api/judge/pre-filter/decisions/undo': [
      'undoPreFilterDecision',
      "Undoes the judge's last decision",
    ],
    'GET /api/judge/photo/submissions': ['listPhotoQueue', "One page of a photo judge's entries"],
    'GET /api/judge/video/submissions': ['listFilmQueue', "One page of a film judge's entries"],
    'PUT /api/judge/submissions/{id}/score': ['saveScore', "Saves the judge's score of an entry"],
    'PUT /api/judge/submissions/{id}/feedback': ['saveFeedback', "Saves the judge's comment and areas"],
    'POST /api/judge/contests/{id}/complete': ['completeJudging', "Marks the judge's work on a contest done"],
  },
  adjudication: {
    'GET /api/admin/contests/{id}/disagreements': [
      'listDisagreements',
      "A contest's entries the judges disagree on",
    ],
    'PUT /api/admin/submissions/{id}/adjudicator': ['assignAdjudicator', 'Assigns a third judge to an entry'],
    'GET /api/judge/adjudications': ['listMyAdjudications', 'The entries a judge adjudicates'],
    'PUT /api/judge/adjudications/{id}/score': ['saveAdjudicatorScore', "Saves the adjudicator's score"],
    'PUT /api/judge/adjudications/{id}/feedback': [
      'saveAdjudicatorComment',
      "Saves the adjudicator's comment",
    ],
  },
  lifecycle: {
    'GET /api/admin/contests/{id}/lifecycle': ['getLifecycle', "A contest's stage and publication checklist"],
    'GET /api/admin/contests/{id}/amendable': [
      'listAmendableEntries',
      "A published contest's entries to amend",
    ],
    'POST /api/admin/contests/{id}/completions/{judgeId}/reopen': ['reopenJudging', "Reopens a judge's work"],
    'POST /api/admin/submissions/{id}/amendment': ['amendResult', "Amends a published entry's result"],
  },
  'judge-reminders': {
    'POST /api/admin/stats/contests/{id}/judge-reminders': [
      'remindJudges',
      'Emails the judges who are behind',
    ],
  },
  notifications: {
    'GET /api/admin/outbox': ['listOutbox', 'Emails waiting or failed'],
    'GET /api/events': ['streamEvents', 'Server-sent events for the signed-in user'],
    'GET /unsubscribe/{token}': ['showUnsubscribe', 'Unsubscribes from reminders (a page)'],
    'POST /unsubscribe/{token}/resubscribe': ['resubscribe', 'Subscribes again (a page)'],
  },
  contests: {
    'GET /api/admin/contests': ['listContests', 'One page of contests'],
    'POST /api/admin/contests': ['createContest', 'Creates a contest'],
    'GET /api/admin/contests/years': ['listContestYears', 'The years that have contests'],
    'GET /api/admin/contests/{id}': ['getContest', 'A contest with its judges'],
    'PUT /api/admin/contests/{id}': ['updateContest', 'Changes a contest'],
    'DELETE /api/admin/contests/{id}': ['deleteContest', 'Deletes a contest without entries'],
    'PATCH /api/admin/contests/{id}/pre-filter-visibility': [
      'setPreFilterVisibility',
      'Shows or hides pre-filter outcomes',
    ],
    'GET /api/admin/judges': ['listJudges', 'Judges by role, to assign'],
  },
  users: {
    'GET /api/admin/users': ['listUsers', 'One page of users'],
    'POST /api/admin/users': ['createUser', 'Creates a user'],
    'GET /api/admin/users/{id}': ['getUser', 'A user'],
    'PUT /api/admin/users/{id}': ['updateUser', 'Changes a user'],
    'DELETE /api/admin/users/{id}': ['deleteUser', 'Deletes a user without entries'],
    'PATCH /api/admin/users/{id}/status': ['setUserStatus', 'Activates or blocks a user'],
    'PUT /api/admin/users/{id}/award-count': ['setAwardCount', "Sets a user's award count by hand"],
  },
  packages: {
    'GET /api/admin/packages': ['listPackages', 'Every package with its prices'],
    'POST /api/admin/packages': ['createPackage', 'Creates a package'],
    'PUT /api/admin/packages/{id}': ['updatePackage', 'Changes a package'],
    'DELETE /api/admin/packages/{id}': ['deletePackage', 'Deletes a package'],
    'GET /api/packages': ['listOfferedPackages', "A category's packages on offer today"],
  },
  audit: {
    'GET /api/admin/audit': ['listAudit', 'One page of the audit log'],
    'GET /api/admin/audit/actors': ['listAuditActors', 'Who appears in the audit log'],
  },
  statistics: {
    'GET /api/admin/stats/contests': ['listContestStats', 'Entries, participants and progress per contest'],
    'GET /api/admin/stats/contests/{id}/participants': [
      'listContestParticipants',
      "A contest's participants",
    ],
    'GET /api/admin/stats/contests/{id}/scores': ['getScoreDistribution', "A contest's scores by judge"],
    'POST /api/admin/stats/contests/{id}/approval-emails': [
      'sendApprovalEmails',
      'Emails the pre-filter outcome',
    ],
    'POST /api/admin/stats/contests/{id}/approval-emails/retry': [
      'retryApprovalEmails',
      'Sends the failed ones again',
    ],
    'GET /api/admin/stats/rankings': ['listYearRankings', "The year's participant rankings"],
  },
  fairness: {
    'GET /api/admin/fairness/contests/{id}': [
      'getContestFairness',
      "A contest's judge calibration and agreement",
    ],
    'GET /api/admin/fairness/years/{year}': ['getYearFairness', "A year's judge calibration"],
    'PUT /api/admin/fairness/contests/{id}/award-basis': [
      'setAwardBasis',
      'Chooses raw or normalised awards',
    ],
    'GET /api/judge/contests/{id}/calibration': ['getMyCalibration', "A judge's own calibration"],
  },
  results: {
    'GET /api/admin/results/submissions': ['listResults', 'One page of ranked entries'],
    'GET /api/admin/results/submissions.csv': ['exportResults', 'Every ranked entry as CSV'],
    'GET /api/admin/results/contests': ['listResultContests', 'Contests to filter results by'],
    'GET /api/admin/results/years': ['listResultYears', 'Years to filter results by'],
    'GET /api/admin/results/contests/{id}/awarded.zip': [
      'downloadAwarded',
      "A contest's awarded originals as ZIP",
    ],
  },
  recognition: {
    'GET /api/participant/submissions/{id}/certificate.pdf': ['getCertificate', "An award's certificate"],
    'GET /gallery/{id}': ['showGallery', "A published contest's public gallery"],
    'GET /gallery/{id}/images/{submission}': ['getGalleryImage', 'A gallery image'],
    'GET /gallery/{id}/thumbs/{submission}': ['getGalleryThumb', 'A gallery thumbnail'],
    'GET /gallery/{id}/share.jpg': ['getGalleryShareImage', "The gallery's share image"],
    'GET /gallery/viewer.js': ['getGalleryScript', "The gallery's viewer script"],
    'GET /verify/{id}/badge.svg': ['getBadge', "An award's badge"],
    'GET /verify/copy.js': ['getVerifyScript', "The verification page's script"],
    'GET /verify/{id}': ['verifyAward', "An award's public verification page"],
  },
  payments: {
    'PUT /api/admin/stats/contests/{id}/participants/{userId}/payment': [
      'setPaid',
      'Marks a participant paid or not',
    ],
    'GET /api/participant/contests/{id}/order': ['getMyOrder', 'What the participant owes a contest'],
    'POST /api/participant/contests/{id}/checkout': ['startPixCheckout', 'Starts a Pix payment'],
    'POST /api/participant/contests/{id}/card-checkout': [
      'startCardCheckout',
      'Starts a card or boleto payment',
    ],
    'POST /api/participant/contests/{id}/discount-code': ['applyDiscountCode', 'Applies a discount code'],
    'POST /api/payments/webhooks/{provider}': ['receivePaymentNotice', "A payment provider's notice"],
    'POST /api/payments/webhooks/stripe': ['receiveStripeEvent', "Stripe's signed event"],
    'GET /api/admin/contests/{id}/payments': ['listContestPayments', "A contest's payments"],
    'GET /api/admin/contests/{id}/reconciliation': [
      'getReconciliation',
      "A contest's payments against its entries",
    ],
    'GET /api/admin/contests/{id}/reconciliation.csv': ['exportReconciliation', 'The reconciliation as CSV'],
    'POST /api/admin/payments/{id}/refund': ['refundPayment', 'Refunds a payment'],
    'GET /api/admin/contests/{id}/discount-codes': ['listDiscountCodes', "A contest's discount codes"],
    'POST /api/admin/contests/{id}/discount-codes': ['createDiscountCode', 'Creates a discount code'],
    'PUT /api/admin/discount-codes/{id}': ['setDiscountCodeActive', 'Turns a discount code on or off'],
  },
} as const satisfies Record<string, Record<string, readonly [string, string]>>;

type OperationTag = keyof typeof OPERATIONS;

/** The operation of `METHOD path` (OpenAPI path), or undefined when the table lacks it. */
export function operationOf(
  method: string,
  path: string,
): { tag: OperationTag; operationId: string; summary: string } | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  for (const [tag, operations] of Object.entries(OPERATIONS) as [
    OperationTag,
    Record<string, readonly [string, string]>,
  ][]) {
    const found = operations[key];
    if (found) return { tag, operationId: found[0], summary: found[1] };
  }
  return undefined;
}
