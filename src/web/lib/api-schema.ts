// Generated from docs/api/openapi.json by `npm run api:doc` (openapi-typescript). Do not edit.

export interface paths {
    "/api/admin/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description Signed-in users with the role admin
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process answers (liveness)
         * @description Anyone
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database and storage answer (readiness)
         * @description Anyone
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emails a password-reset link
         * @description Better Auth's own route, reached through the proxy
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with email and password; the session is a cookie
         * @description Better Auth's own route, reached through the proxy
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session
         * @description Better Auth's own route, reached through the proxy
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Better Auth's session, without its token
         * @description Better Auth's own route, reached through the proxy
         */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset link
         * @description Better Auth's own route, reached through the proxy
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Better Auth's other routes: closed (404)
         * @description Better Auth's own route, reached through the proxy
         */
        get: operations["authClosedGet"];
        put?: never;
        /**
         * Better Auth's other routes: closed (404)
         * @description Better Auth's own route, reached through the proxy
         */
        post: operations["authClosedPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a participant account and signs it in
         * @description Anyone
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Says whether a password-reset link still works
         * @description Anyone
         */
        get: operations["checkResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a new email address
         * @description Anyone
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in (null for a visitor)
         * @description Anyone
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Any signed-in user
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the user's name, email or password
         * @description Any signed-in user
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the user's country, state and city
         * @description Any signed-in user
         */
        put: operations["updateLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the user's language
         * @description Any signed-in user
         */
        put: operations["updateLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries, named in a language
         * @description Anyone
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/br/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brazil's states
         * @description Anyone
         */
        get: operations["listBrazilianStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/br/states/{stateCode}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Brazilian state's cities
         * @description Anyone
         */
        get: operations["listBrazilianCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contests a participant can enter, with their limits
         * @description Signed-in users with the role participant
         */
        get: operations["listOpenContests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The participant's dashboard
         * @description Signed-in users with the role participant
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/published-contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contests whose results are out
         * @description Signed-in users with the role participant
         */
        get: operations["listPublishedContests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The participant's results, contest by contest
         * @description Signed-in users with the role participant
         */
        get: operations["listMyResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The judges' feedback on the participant's entries
         * @description Signed-in users with the role participant
         */
        get: operations["getFeedbackPack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/feedback.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback pack as a PDF
         * @description Signed-in users with the role participant
         */
        get: operations["getFeedbackPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enters one photo (multipart)
         * @description Signed-in users with the role participant
         */
        post: operations["submitPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests/{id}/films": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enters films by link
         * @description Signed-in users with the role participant
         */
        post: operations["submitFilms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the participant's entries
         * @description Signed-in users with the role participant
         */
        get: operations["listMySubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/submissions/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The years and contests to filter by
         * @description Signed-in users with the role participant
         */
        get: operations["getMySubmissionFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraws an entry
         * @description Signed-in users with the role participant
         */
        delete: operations["deleteMySubmission"];
        options?: never;
        head?: never;
        /**
         * Changes an entry's title or description
         * @description Signed-in users with the role participant
         */
        patch: operations["editMySubmission"];
        trace?: never;
    };
    "/api/participant/contests/{id}/overall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published contest's overall scores
         * @description Signed-in users with the role participant
         */
        get: operations["listOverallScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{submissionId}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An entry's image in one size
         * @description Any signed-in user
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A judge's contests with their progress
         * @description Signed-in users with the role pre_filter_judge, photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        get: operations["listJudgeContests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/pre-filter/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the pre-filter judge's photos
         * @description Signed-in users with the role pre_filter_judge
         */
        get: operations["listPreFilterQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/pre-filter/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approves, rejects or disqualifies a photo
         * @description Signed-in users with the role pre_filter_judge
         */
        patch: operations["decidePreFilter"];
        trace?: never;
    };
    "/api/judge/photo/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a photo judge's entries
         * @description Signed-in users with the role photo_judge_1, photo_judge_2
         */
        get: operations["listPhotoQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/video/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a film judge's entries
         * @description Signed-in users with the role video_judge_1, video_judge_2
         */
        get: operations["listFilmQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/submissions/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the judge's score of an entry
         * @description Signed-in users with the role photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        put: operations["saveScore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/submissions/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the judge's comment and areas
         * @description Signed-in users with the role photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        put: operations["saveFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/contests/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks the judge's work on a contest done
         * @description Signed-in users with the role pre_filter_judge, photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        post: operations["completeJudging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/disagreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's entries the judges disagree on
         * @description Signed-in users with the role admin
         */
        get: operations["listDisagreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}/adjudicator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assigns a third judge to an entry
         * @description Signed-in users with the role admin
         */
        put: operations["assignAdjudicator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/adjudications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries a judge adjudicates
         * @description Signed-in users with the role photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        get: operations["listMyAdjudications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/adjudications/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the adjudicator's score
         * @description Signed-in users with the role photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        put: operations["saveAdjudicatorScore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/adjudications/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the adjudicator's comment
         * @description Signed-in users with the role photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        put: operations["saveAdjudicatorComment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's stage and publication checklist
         * @description Signed-in users with the role admin
         */
        get: operations["getLifecycle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/amendable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published contest's entries to amend
         * @description Signed-in users with the role admin
         */
        get: operations["listAmendableEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/completions/{judgeId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopens a judge's work
         * @description Signed-in users with the role admin
         */
        post: operations["reopenJudging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}/amendment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Amends a published entry's result
         * @description Signed-in users with the role admin
         */
        post: operations["amendResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/pre-filter/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One decision on several photos
         * @description Signed-in users with the role pre_filter_judge
         */
        post: operations["decidePreFilterMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/pre-filter/decisions/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undoes the judge's last decision
         * @description Signed-in users with the role pre_filter_judge
         */
        post: operations["undoPreFilterDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests/{id}/judge-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emails the judges who are behind
         * @description Signed-in users with the role admin
         */
        post: operations["remindJudges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emails waiting or failed
         * @description Signed-in users with the role admin
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of contests
         * @description Signed-in users with the role admin
         */
        get: operations["listContests"];
        put?: never;
        /**
         * Creates a contest
         * @description Signed-in users with the role admin
         */
        post: operations["createContest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The years that have contests
         * @description Signed-in users with the role admin
         */
        get: operations["listContestYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest with its judges
         * @description Signed-in users with the role admin
         */
        get: operations["getContest"];
        /**
         * Changes a contest
         * @description Signed-in users with the role admin
         */
        put: operations["updateContest"];
        post?: never;
        /**
         * Deletes a contest without entries
         * @description Signed-in users with the role admin
         */
        delete: operations["deleteContest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/pre-filter-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Shows or hides pre-filter outcomes
         * @description Signed-in users with the role admin
         */
        patch: operations["setPreFilterVisibility"];
        trace?: never;
    };
    "/api/admin/judges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Judges by role, to assign
         * @description Signed-in users with the role admin
         */
        get: operations["listJudges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of users
         * @description Signed-in users with the role admin
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Creates a user
         * @description Signed-in users with the role admin
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user
         * @description Signed-in users with the role admin
         */
        get: operations["getUser"];
        /**
         * Changes a user
         * @description Signed-in users with the role admin
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Deletes a user without entries
         * @description Signed-in users with the role admin
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activates or blocks a user
         * @description Signed-in users with the role admin
         */
        patch: operations["setUserStatus"];
        trace?: never;
    };
    "/api/admin/users/{id}/award-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a user's award count by hand
         * @description Signed-in users with the role admin
         */
        put: operations["setAwardCount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every package with its prices
         * @description Signed-in users with the role admin
         */
        get: operations["listPackages"];
        put?: never;
        /**
         * Creates a package
         * @description Signed-in users with the role admin
         */
        post: operations["createPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a package
         * @description Signed-in users with the role admin
         */
        put: operations["updatePackage"];
        post?: never;
        /**
         * Deletes a package
         * @description Signed-in users with the role admin
         */
        delete: operations["deletePackage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category's packages on offer today
         * @description Any signed-in user
         */
        get: operations["listOfferedPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the audit log
         * @description Signed-in users with the role admin
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who appears in the audit log
         * @description Signed-in users with the role admin
         */
        get: operations["listAuditActors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entries, participants and progress per contest
         * @description Signed-in users with the role admin
         */
        get: operations["listContestStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests/{id}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's participants
         * @description Signed-in users with the role admin
         */
        get: operations["listContestParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests/{id}/participants/{userId}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks a participant paid or not
         * @description Signed-in users with the role admin
         */
        put: operations["setPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests/{id}/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's scores by judge
         * @description Signed-in users with the role admin
         */
        get: operations["getScoreDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests/{id}/approval-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emails the pre-filter outcome
         * @description Signed-in users with the role admin
         */
        post: operations["sendApprovalEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/contests/{id}/approval-emails/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the failed ones again
         * @description Signed-in users with the role admin
         */
        post: operations["retryApprovalEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The year's participant rankings
         * @description Signed-in users with the role admin
         */
        get: operations["listYearRankings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fairness/contests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's judge calibration and agreement
         * @description Signed-in users with the role admin
         */
        get: operations["getContestFairness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fairness/years/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A year's judge calibration
         * @description Signed-in users with the role admin
         */
        get: operations["getYearFairness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fairness/contests/{id}/award-basis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Chooses raw or normalised awards
         * @description Signed-in users with the role admin
         */
        put: operations["setAwardBasis"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/contests/{id}/calibration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A judge's own calibration
         * @description Signed-in users with the role photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        get: operations["getMyCalibration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/results/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of ranked entries
         * @description Signed-in users with the role admin
         */
        get: operations["listResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/results/submissions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every ranked entry as CSV
         * @description Signed-in users with the role admin
         */
        get: operations["exportResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/results/contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contests to filter results by
         * @description Signed-in users with the role admin
         */
        get: operations["listResultContests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/results/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Years to filter results by
         * @description Signed-in users with the role admin
         */
        get: operations["listResultYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/results/contests/{id}/awarded.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's awarded originals as ZIP
         * @description Signed-in users with the role admin
         */
        get: operations["downloadAwarded"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events for the signed-in user
         * @description Signed-in users with the role admin, pre_filter_judge, photo_judge_1, photo_judge_2, video_judge_1, video_judge_2
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/submissions/{id}/certificate.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An award's certificate
         * @description Signed-in users with the role participant
         */
        get: operations["getCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published contest's public gallery
         * @description Anyone
         */
        get: operations["showGallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/{id}/images/{submission}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gallery image
         * @description Anyone
         */
        get: operations["getGalleryImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/{id}/thumbs/{submission}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gallery thumbnail
         * @description Anyone
         */
        get: operations["getGalleryThumb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/{id}/share.jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gallery's share image
         * @description Anyone
         */
        get: operations["getGalleryShareImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/viewer.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gallery's viewer script
         * @description Anyone
         */
        get: operations["getGalleryScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/{id}/badge.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An award's badge
         * @description Anyone
         */
        get: operations["getBadge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/copy.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verification page's script
         * @description Anyone
         */
        get: operations["getVerifyScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An award's public verification page
         * @description Anyone
         */
        get: operations["verifyAward"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribes from reminders (a page)
         * @description Anyone
         */
        get: operations["showUnsubscribe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe/{token}/resubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes again (a page)
         * @description Anyone
         */
        post: operations["resubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the participant owes a contest
         * @description Signed-in users with the role participant
         */
        get: operations["getMyOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a Pix payment
         * @description Signed-in users with the role participant
         */
        post: operations["startPixCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's notice
         * @description Anyone
         */
        post: operations["receivePaymentNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's payments
         * @description Signed-in users with the role admin
         */
        get: operations["listContestPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's payments against its entries
         * @description Signed-in users with the role admin
         */
        get: operations["getReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/reconciliation.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reconciliation as CSV
         * @description Signed-in users with the role admin
         */
        get: operations["exportReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a payment
         * @description Signed-in users with the role admin
         */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests/{id}/card-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a card or boleto payment
         * @description Signed-in users with the role participant
         */
        post: operations["startCardCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/participant/contests/{id}/discount-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a discount code
         * @description Signed-in users with the role participant
         */
        post: operations["applyDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contests/{id}/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contest's discount codes
         * @description Signed-in users with the role admin
         */
        get: operations["listDiscountCodes"];
        put?: never;
        /**
         * Creates a discount code
         * @description Signed-in users with the role admin
         */
        post: operations["createDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turns a discount code on or off
         * @description Signed-in users with the role admin
         */
        put: operations["setDiscountCodeActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's signed event
         * @description Anyone
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBodyInput: {
            code: ("BAD_REQUEST" | "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS" | "PAYLOAD_TOO_LARGE" | "INTERNAL" | "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE" | "INVALID_EMAIL_OR_PASSWORD" | "TOO_MANY_LOGIN_ATTEMPTS" | "UNTRUSTED_ORIGIN" | "EMAIL_TAKEN" | "USERNAME_TAKEN" | "INVALID_TOKEN" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "CONTEST_CLOSED" | "CONTEST_CATEGORY_MISMATCH" | "ENTRY_LIMIT_REACHED" | "SUBMISSION_NOT_DELETABLE" | "SUBMISSIONS_NOT_PUBLISHED" | "INVALID_IMAGE" | "IMAGE_EMPTY" | "IMAGE_TOO_LARGE" | "IMAGE_TOO_MANY_PIXELS" | "UNSUPPORTED_IMAGE_TYPE" | "CANNOT_CHANGE_OWN_ROLE" | "CANNOT_DELETE_SELF" | "CANNOT_REMOVE_LAST_ADMIN" | "USER_HAS_JUDGED_WORK" | "USER_IS_ASSIGNED_JUDGE" | "CONTEST_CATEGORY_LOCKED" | "JUDGE_HAS_ENTRIES" | "JUDGE_REPLACEMENT_DECISION_REQUIRED" | "PACKAGE_EXISTS" | "PACKAGE_IN_USE" | "EVALUATION_PENDING" | "PRE_FILTER_TRANSITION_NOT_ALLOWED" | "ENTRY_NOT_APPROVED" | "ENTRY_TEXT_LOCKED" | "HEIC_NOT_SUPPORTED" | "IMAGE_TOO_SMALL" | "DUPLICATE_PHOTO" | "ADJUDICATOR_ROLE_MISMATCH" | "ADJUDICATOR_ON_ENTRY" | "ADJUDICATION_ALREADY_SCORED" | "ENTRY_NOT_IN_DISAGREEMENT" | "PRE_FILTER_SELECTION_NOT_FOUND" | "PRE_FILTER_SELECTION_DECIDED" | "NOTHING_TO_UNDO" | "PRE_FILTER_UNDO_CHANGED" | "PRE_FILTER_UNDO_SCORED" | "PRE_FILTER_UNDO_PUBLISHED" | "AWARDED_ZIP_EMPTY" | "RESULTS_PUBLISHED" | "RESULTS_NOT_PUBLISHED" | "AWARD_BASIS_PUBLISHED" | "AMENDMENT_NORMALISED" | "EVALUATION_LOCKED" | "COMPLETION_NOT_FOUND" | "JUDGE_IS_ADJUDICATOR" | "PUBLISH_CONFIRMATION_REQUIRED" | "AMENDMENT_UNCHANGED" | "PAYMENT_PROVIDER_UNAVAILABLE" | "PAYMENT_PROVIDER_FAILED" | "INVALID_SIGNATURE" | "PAYMENT_NOT_REFUNDABLE" | "PAYMENT_REQUIRED" | "DISCOUNT_CODE_INVALID" | "DISCOUNT_CODE_EXPIRED" | "DISCOUNT_CODE_USED_UP" | "DISCOUNT_CODE_WRONG_CURRENCY" | "DISCOUNT_CODE_NOT_APPLICABLE" | "DISCOUNT_CODE_EXISTS") | string;
            message: string;
            fields?: {
                [key: string]: string;
            };
        };
        ErrorBody: {
            code: ("BAD_REQUEST" | "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS" | "PAYLOAD_TOO_LARGE" | "INTERNAL" | "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE" | "INVALID_EMAIL_OR_PASSWORD" | "TOO_MANY_LOGIN_ATTEMPTS" | "UNTRUSTED_ORIGIN" | "EMAIL_TAKEN" | "USERNAME_TAKEN" | "INVALID_TOKEN" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "CONTEST_CLOSED" | "CONTEST_CATEGORY_MISMATCH" | "ENTRY_LIMIT_REACHED" | "SUBMISSION_NOT_DELETABLE" | "SUBMISSIONS_NOT_PUBLISHED" | "INVALID_IMAGE" | "IMAGE_EMPTY" | "IMAGE_TOO_LARGE" | "IMAGE_TOO_MANY_PIXELS" | "UNSUPPORTED_IMAGE_TYPE" | "CANNOT_CHANGE_OWN_ROLE" | "CANNOT_DELETE_SELF" | "CANNOT_REMOVE_LAST_ADMIN" | "USER_HAS_JUDGED_WORK" | "USER_IS_ASSIGNED_JUDGE" | "CONTEST_CATEGORY_LOCKED" | "JUDGE_HAS_ENTRIES" | "JUDGE_REPLACEMENT_DECISION_REQUIRED" | "PACKAGE_EXISTS" | "PACKAGE_IN_USE" | "EVALUATION_PENDING" | "PRE_FILTER_TRANSITION_NOT_ALLOWED" | "ENTRY_NOT_APPROVED" | "ENTRY_TEXT_LOCKED" | "HEIC_NOT_SUPPORTED" | "IMAGE_TOO_SMALL" | "DUPLICATE_PHOTO" | "ADJUDICATOR_ROLE_MISMATCH" | "ADJUDICATOR_ON_ENTRY" | "ADJUDICATION_ALREADY_SCORED" | "ENTRY_NOT_IN_DISAGREEMENT" | "PRE_FILTER_SELECTION_NOT_FOUND" | "PRE_FILTER_SELECTION_DECIDED" | "NOTHING_TO_UNDO" | "PRE_FILTER_UNDO_CHANGED" | "PRE_FILTER_UNDO_SCORED" | "PRE_FILTER_UNDO_PUBLISHED" | "AWARDED_ZIP_EMPTY" | "RESULTS_PUBLISHED" | "RESULTS_NOT_PUBLISHED" | "AWARD_BASIS_PUBLISHED" | "AMENDMENT_NORMALISED" | "EVALUATION_LOCKED" | "COMPLETION_NOT_FOUND" | "JUDGE_IS_ADJUDICATOR" | "PUBLISH_CONFIRMATION_REQUIRED" | "AMENDMENT_UNCHANGED" | "PAYMENT_PROVIDER_UNAVAILABLE" | "PAYMENT_PROVIDER_FAILED" | "INVALID_SIGNATURE" | "PAYMENT_NOT_REFUNDABLE" | "PAYMENT_REQUIRED" | "DISCOUNT_CODE_INVALID" | "DISCOUNT_CODE_EXPIRED" | "DISCOUNT_CODE_USED_UP" | "DISCOUNT_CODE_WRONG_CURRENCY" | "DISCOUNT_CODE_NOT_APPLICABLE" | "DISCOUNT_CODE_EXISTS") | string;
            message: string;
            fields?: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of this API */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "live";
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "draining" | "database-unavailable" | "storage-unavailable";
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    redirectTo?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    rememberMe?: boolean;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    authClosedGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "*": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    authClosedPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "*": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Better Auth's answer, passed through (the session without its token) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    } | null;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    password: string;
                    /**
                     * @default pt
                     * @enum {string}
                     */
                    locale?: "pt" | "en";
                    country: string;
                    stateCode?: string | null;
                    cityCode?: string | null;
                    cityName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    checkResetToken: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            username: string;
                            printName: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                            /** @enum {string} */
                            status: "regular" | "member" | "vip";
                            /** @enum {string} */
                            locale: "pt" | "en";
                            location: {
                                country: string | null;
                                stateCode: string | null;
                                cityCode: string | null;
                                cityName: string | null;
                            };
                            place: {
                                country: string | null;
                                state: string | null;
                                stateUf: string | null;
                                city: string | null;
                            };
                            pendingEmail: string | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        printName: string | null;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                        /** @enum {string} */
                        locale: "pt" | "en";
                        location: {
                            country: string | null;
                            stateCode: string | null;
                            cityCode: string | null;
                            cityName: string | null;
                        };
                        place: {
                            country: string | null;
                            state: string | null;
                            stateUf: string | null;
                            city: string | null;
                        };
                        pendingEmail: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    /** @default  */
                    newPassword?: "" | string;
                    /** @default  */
                    confirmPassword?: string;
                    /** @default  */
                    currentPassword?: string;
                    printName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        printName: string | null;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                        /** @enum {string} */
                        locale: "pt" | "en";
                        location: {
                            country: string | null;
                            stateCode: string | null;
                            cityCode: string | null;
                            cityName: string | null;
                        };
                        place: {
                            country: string | null;
                            state: string | null;
                            stateUf: string | null;
                            city: string | null;
                        };
                        pendingEmail: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: string;
                    stateCode?: string | null;
                    cityCode?: string | null;
                    cityName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        printName: string | null;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                        /** @enum {string} */
                        locale: "pt" | "en";
                        location: {
                            country: string | null;
                            stateCode: string | null;
                            cityCode: string | null;
                            cityName: string | null;
                        };
                        place: {
                            country: string | null;
                            state: string | null;
                            stateUf: string | null;
                            city: string | null;
                        };
                        pendingEmail: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "pt" | "en";
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: {
                locale?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                    }[];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBrazilianStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        uf: string;
                    }[];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBrazilianCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stateCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                    }[];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOpenContests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        photoCategory: ("wedding" | "family") | null;
                        isExtra: boolean;
                        showSubmissions: boolean;
                        showEvaluations: boolean;
                        showPreFilterResults: boolean;
                        startDay: string;
                        endDay: string;
                        resultDay: string;
                        deadline: string;
                        hasEnded: boolean;
                        rules: string;
                        minPhotoLongSide: number | null;
                        closesAt: string;
                        isVipExtension: boolean;
                        remainingDays: number;
                        entries: {
                            used: number;
                            limit: number | null;
                            remaining: number | null;
                        };
                        package: {
                            id: string;
                            items: number | null;
                            currency: ("BRL" | "USD" | "EUR") | null;
                            amount: number | null;
                        } | null;
                        order: {
                            packageId: string | null;
                            items: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            price: number;
                            paid: number;
                            due: number;
                            isPaid: boolean;
                            /** @enum {string} */
                            mode: "manual" | "provider";
                            discount: number;
                            discountCode: string | null;
                        } | null;
                    }[];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        isVip: boolean;
                        year: number;
                        activeContests: number;
                        submissionsThisYear: number;
                        awardsThisYear: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPublishedContests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        photoCategory: ("wedding" | "family") | null;
                        isExtra: boolean;
                        showSubmissions: boolean;
                        showEvaluations: boolean;
                        showPreFilterResults: boolean;
                        startDay: string;
                        endDay: string;
                        resultDay: string;
                        deadline: string;
                        hasEnded: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMyResults: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            contest: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                category: "photo" | "video";
                                photoCategory: ("wedding" | "family") | null;
                                isExtra: boolean;
                                showSubmissions: boolean;
                                showEvaluations: boolean;
                                showPreFilterResults: boolean;
                                startDay: string;
                                endDay: string;
                                resultDay: string;
                                deadline: string;
                                hasEnded: boolean;
                            };
                            /** @enum {string} */
                            phase: "open" | "judging" | "results";
                            entryCount: number;
                            entries: {
                                id: string;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                title: string | null;
                                number: number;
                                image: {
                                    thumbUrl: string;
                                } | null;
                                video: {
                                    provider: ("youtube" | "vimeo") | null;
                                    url: string;
                                    thumbnailUrl: string | null;
                                } | null;
                                /** @enum {string} */
                                preFilterStatus?: "pending" | "approved" | "rejected";
                                recognition?: {
                                    certificateUrl: string;
                                    verifyUrl: string;
                                    badgeUrl: string;
                                };
                                outcome?: {
                                    /** @enum {string} */
                                    status: "evaluated" | "pending" | "not_judged";
                                    finalScore: number | null;
                                    award: ("awarded" | "honorable" | "not_awarded") | null;
                                };
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedbackPack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            contest: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                category: "photo" | "video";
                                photoCategory: ("wedding" | "family") | null;
                                isExtra: boolean;
                            };
                            average: number | null;
                            entries: {
                                id: string;
                                title: string | null;
                                /** @enum {string} */
                                kind: "photo" | "video";
                                number: number;
                                finalScore: number;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                                percentile: number | null;
                                judges: {
                                    side: 1 | 2;
                                    comment: string | null;
                                    areas: ("composition" | "direction" | "light" | "message" | "editing" | "originality")[];
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedbackPdf: {
        parameters: {
            query?: {
                locale?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's feedback pack, one page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submitPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The package chosen (not sent by a VIP) */
                    packageId?: string;
                    /**
                     * @description The currency of the price paid
                     * @enum {string}
                     */
                    currency?: "BRL" | "USD" | "EUR";
                    /**
                     * @description 'true' once the participant says they paid the package's link
                     * @enum {string}
                     */
                    paymentConfirmed?: "true" | "false";
                    /** @description One or more JPEG, PNG or WebP photos, each under the size limit */
                    file: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            createdAt: string;
                            contest: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                category: "photo" | "video";
                                photoCategory: ("wedding" | "family") | null;
                                isExtra: boolean;
                                showEvaluations: boolean;
                                showPreFilterResults: boolean;
                                showSubmissions: boolean;
                                hasEnded: boolean;
                            };
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            title: string | null;
                            number: number;
                            caption: string | null;
                            canEditText: boolean;
                            isPaid: boolean;
                            package: {
                                id: string;
                                items: number | null;
                                currency: ("BRL" | "USD" | "EUR") | null;
                                amount: number | null;
                            } | null;
                            /** @enum {string} */
                            preFilterStatus?: "pending" | "approved" | "rejected";
                            evaluation?: {
                                /** @enum {string} */
                                status: "evaluated" | "pending" | "not_judged";
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                                judge1: {
                                    score: number | null;
                                    comment: string | null;
                                    feedback: string[];
                                };
                                judge2?: {
                                    score: number | null;
                                    comment: string | null;
                                    feedback: string[];
                                };
                                adjudication: {
                                    score: number;
                                    /** @enum {string} */
                                    replaced: "judge1" | "judge2" | "both";
                                } | null;
                            };
                            canDelete: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submitFilms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageId?: string | null;
                    currency?: ("BRL" | "USD" | "EUR") | null;
                    paymentConfirmed?: boolean | null;
                    urls: string[];
                    titles?: (string | null)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            createdAt: string;
                            contest: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                category: "photo" | "video";
                                photoCategory: ("wedding" | "family") | null;
                                isExtra: boolean;
                                showEvaluations: boolean;
                                showPreFilterResults: boolean;
                                showSubmissions: boolean;
                                hasEnded: boolean;
                            };
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            title: string | null;
                            number: number;
                            caption: string | null;
                            canEditText: boolean;
                            isPaid: boolean;
                            package: {
                                id: string;
                                items: number | null;
                                currency: ("BRL" | "USD" | "EUR") | null;
                                amount: number | null;
                            } | null;
                            /** @enum {string} */
                            preFilterStatus?: "pending" | "approved" | "rejected";
                            evaluation?: {
                                /** @enum {string} */
                                status: "evaluated" | "pending" | "not_judged";
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                                judge1: {
                                    score: number | null;
                                    comment: string | null;
                                    feedback: string[];
                                };
                                judge2?: {
                                    score: number | null;
                                    comment: string | null;
                                    feedback: string[];
                                };
                                adjudication: {
                                    score: number;
                                    /** @enum {string} */
                                    replaced: "judge1" | "judge2" | "both";
                                } | null;
                            };
                            canDelete: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMySubmissions: {
        parameters: {
            query?: {
                page?: number;
                year?: number;
                contestId?: string;
                status?: "pending" | "approved" | "rejected";
                award?: "awarded" | "honorable" | "not_awarded";
                sort?: "newest" | "score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            createdAt: string;
                            contest: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                category: "photo" | "video";
                                photoCategory: ("wedding" | "family") | null;
                                isExtra: boolean;
                                showEvaluations: boolean;
                                showPreFilterResults: boolean;
                                showSubmissions: boolean;
                                hasEnded: boolean;
                            };
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            title: string | null;
                            number: number;
                            caption: string | null;
                            canEditText: boolean;
                            isPaid: boolean;
                            package: {
                                id: string;
                                items: number | null;
                                currency: ("BRL" | "USD" | "EUR") | null;
                                amount: number | null;
                            } | null;
                            /** @enum {string} */
                            preFilterStatus?: "pending" | "approved" | "rejected";
                            evaluation?: {
                                /** @enum {string} */
                                status: "evaluated" | "pending" | "not_judged";
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                                judge1: {
                                    score: number | null;
                                    comment: string | null;
                                    feedback: string[];
                                };
                                judge2?: {
                                    score: number | null;
                                    comment: string | null;
                                    feedback: string[];
                                };
                                adjudication: {
                                    score: number;
                                    /** @enum {string} */
                                    replaced: "judge1" | "judge2" | "both";
                                } | null;
                            };
                            canDelete: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        summary: {
                            contestId: string;
                            total: number;
                            approved: number | null;
                            awarded: number | null;
                            honorable: number | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMySubmissionFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                        contests: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            showPreFilterResults: boolean;
                            showEvaluations: boolean;
                            deadline: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteMySubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    editMySubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    caption?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "photo" | "video";
                        createdAt: string;
                        contest: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            photoCategory: ("wedding" | "family") | null;
                            isExtra: boolean;
                            showEvaluations: boolean;
                            showPreFilterResults: boolean;
                            showSubmissions: boolean;
                            hasEnded: boolean;
                        };
                        image: {
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        video: {
                            provider: ("youtube" | "vimeo") | null;
                            url: string;
                            embedUrl: string | null;
                            thumbnailUrl: string | null;
                        } | null;
                        title: string | null;
                        number: number;
                        caption: string | null;
                        canEditText: boolean;
                        isPaid: boolean;
                        package: {
                            id: string;
                            items: number | null;
                            currency: ("BRL" | "USD" | "EUR") | null;
                            amount: number | null;
                        } | null;
                        /** @enum {string} */
                        preFilterStatus?: "pending" | "approved" | "rejected";
                        evaluation?: {
                            /** @enum {string} */
                            status: "evaluated" | "pending" | "not_judged";
                            finalScore: number | null;
                            award: ("awarded" | "honorable" | "not_awarded") | null;
                            judge1: {
                                score: number | null;
                                comment: string | null;
                                feedback: string[];
                            };
                            judge2?: {
                                score: number | null;
                                comment: string | null;
                                feedback: string[];
                            };
                            adjudication: {
                                score: number;
                                /** @enum {string} */
                                replaced: "judge1" | "judge2" | "both";
                            } | null;
                        };
                        canDelete: boolean;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOverallScores: {
        parameters: {
            query?: {
                page?: number;
                status?: "pending" | "approved" | "rejected";
                kind?: "photo" | "video";
                award?: "awarded" | "honorable" | "not_awarded";
                sort?: "newest" | "score";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            createdAt: string;
                            username: string;
                            title: string | null;
                            number: number;
                            isMine: boolean;
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            /** @enum {string} */
                            preFilterStatus?: "pending" | "approved" | "rejected";
                            evaluation?: {
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                                judge1Score: number | null;
                                judge2Score?: number | null;
                                adjudication: {
                                    score: number;
                                    /** @enum {string} */
                                    replaced: "judge1" | "judge2" | "both";
                                } | null;
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        contest: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            photoCategory: ("wedding" | "family") | null;
                            isExtra: boolean;
                            showSubmissions: boolean;
                            showEvaluations: boolean;
                            showPreFilterResults: boolean;
                            startDay: string;
                            endDay: string;
                            resultDay: string;
                            deadline: string;
                            hasEnded: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: {
                "if-none-match"?: string;
            };
            path: {
                submissionId: string;
                variant: "thumb" | "preview" | "large" | "original";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (WebP thumbnail, preview or large zoom rendition, or the original upload) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description No content */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listJudgeContests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            photoCategory: ("wedding" | "family") | null;
                            isExtra: boolean;
                            startDay: string;
                            endDay: string;
                            resultDay: string;
                            counts: {
                                total: number;
                                evaluated: number;
                                pending: number;
                                approved: number;
                                rejected: number;
                            } | {
                                total: number;
                                evaluated: number;
                                pending: number;
                                high: number;
                                low: number;
                            };
                            completedAt: string | null;
                            resultsPublished: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPreFilterQueue: {
        parameters: {
            query?: {
                page?: number;
                contestId?: string;
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                            /** @enum {string} */
                            preFilterStatus: "pending" | "approved" | "rejected";
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    decidePreFilter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submission: {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                            /** @enum {string} */
                            preFilterStatus: "pending" | "approved" | "rejected";
                        };
                        counts: {
                            total: number;
                            evaluated: number;
                            pending: number;
                            approved: number;
                            rejected: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPhotoQueue: {
        parameters: {
            query?: {
                page?: number;
                contestId?: string;
                tab?: "pending" | "high" | "low";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                            score: number | null;
                            comment: string | null;
                            feedback: ("composition" | "direction" | "light" | "message" | "editing" | "originality")[] | null;
                        } | {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            videoUrl: string;
                            provider: ("youtube" | "vimeo") | null;
                            embedUrl: string | null;
                            thumbnailUrl: string | null;
                            score: number | null;
                            comment: string | null;
                        })[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listFilmQueue: {
        parameters: {
            query?: {
                page?: number;
                contestId?: string;
                tab?: "pending" | "high" | "low";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                            score: number | null;
                            comment: string | null;
                            feedback: ("composition" | "direction" | "light" | "message" | "editing" | "originality")[] | null;
                        } | {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            videoUrl: string;
                            provider: ("youtube" | "vimeo") | null;
                            embedUrl: string | null;
                            thumbnailUrl: string | null;
                            score: number | null;
                            comment: string | null;
                        })[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    score: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submission: {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                            score: number | null;
                            comment: string | null;
                            feedback: ("composition" | "direction" | "light" | "message" | "editing" | "originality")[] | null;
                        } | {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            videoUrl: string;
                            provider: ("youtube" | "vimeo") | null;
                            embedUrl: string | null;
                            thumbnailUrl: string | null;
                            score: number | null;
                            comment: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    feedback?: ("composition" | "direction" | "light" | "message" | "editing" | "originality")[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submission: {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            thumbUrl: string;
                            previewUrl: string;
                            width: number | null;
                            height: number | null;
                            score: number | null;
                            comment: string | null;
                            feedback: ("composition" | "direction" | "light" | "message" | "editing" | "originality")[] | null;
                        } | {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            videoUrl: string;
                            provider: ("youtube" | "vimeo") | null;
                            embedUrl: string | null;
                            thumbnailUrl: string | null;
                            score: number | null;
                            comment: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeJudging: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        completedAt: string;
                        counts: {
                            total: number;
                            evaluated: number;
                            pending: number;
                            approved: number;
                            rejected: number;
                        } | {
                            total: number;
                            evaluated: number;
                            pending: number;
                            high: number;
                            low: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listDisagreements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contest: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            isExtra: boolean;
                            threshold: number;
                        };
                        items: {
                            id: string;
                            title: string | null;
                            participant: string;
                            createdAt: string;
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            flagged: boolean;
                            judge1: {
                                username: string | null;
                                score: number;
                            };
                            judge2: {
                                username: string | null;
                                score: number;
                            };
                            difference: number;
                            adjudicator: {
                                id: string;
                                username: string | null;
                                score: number | null;
                            } | null;
                            finalScore: number | null;
                            award: ("awarded" | "honorable" | "not_awarded") | null;
                            candidates: {
                                id: string;
                                username: string;
                                refusal: ("ADJUDICATOR_ROLE_MISMATCH" | "ADJUDICATOR_ON_ENTRY" | "JUDGE_HAS_ENTRIES" | "ADJUDICATION_ALREADY_SCORED" | "ENTRY_NOT_IN_DISAGREEMENT") | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    assignAdjudicator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adjudicatorId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMyAdjudications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            contestId: string;
                            contestTitle: string;
                            createdAt: string;
                            title?: string;
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            score: number | null;
                            comment: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveAdjudicatorScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    score: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        score: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveAdjudicatorComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        comment: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLifecycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        /** @enum {string} */
                        phase: "submissions" | "judging" | "judging_closed" | "published";
                        publishedAt: string | null;
                        judges: {
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                            completedAt: string | null;
                            pending: number;
                        }[];
                        checklist: {
                            submissionsOpen: boolean;
                            pendingPreFilter: number;
                            judgesNotComplete: number;
                            unadjudicatedDisagreements: number;
                            singleScored: number;
                            open: ("submissionsOpen" | "pendingPreFilter" | "judgesNotComplete" | "unadjudicatedDisagreements" | "singleScored")[];
                        };
                        amendments: {
                            id: number;
                            submissionId: string;
                            entryTitle: string | null;
                            participant: string;
                            reason: string;
                            actor: string | null;
                            createdAt: string;
                            before: {
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                            };
                            after: {
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAmendableEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string | null;
                            participant: string;
                            judge1Score: number | null;
                            judge2Score: number | null;
                            adjudicatorScore: number | null;
                            finalScore: number | null;
                            award: ("awarded" | "honorable" | "not_awarded") | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reopenJudging: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                judgeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    amendResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    judge1Score?: number;
                    judge2Score?: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amendment: {
                            id: number;
                            submissionId: string;
                            entryTitle: string | null;
                            participant: string;
                            reason: string;
                            actor: string | null;
                            createdAt: string;
                            before: {
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                            };
                            after: {
                                finalScore: number | null;
                                award: ("awarded" | "honorable" | "not_awarded") | null;
                            };
                        };
                        notified: boolean;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    decidePreFilterMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    status: "pending" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: number;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        contestIds: string[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    undoPreFilterDecision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        restored: number;
                        contestIds: string[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    remindJudges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent: {
                            judgeId: string;
                            username: string;
                            /** @enum {string} */
                            role: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                            pending: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                to?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            to: string;
                            subject: string;
                            text: string;
                            status: string;
                            attempts: number;
                            lastError: string | null;
                            transport: string | null;
                            sentAt: string | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        transport: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContests: {
        parameters: {
            query?: {
                page?: number;
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            photoCategory: ("wedding" | "family") | null;
                            startDay: string;
                            endDay: string;
                            resultDay: string;
                            showEvaluations: boolean;
                            showSubmissions: boolean;
                            showPreFilterResults: boolean;
                            isExtra: boolean;
                            showTitlesToJudges: boolean;
                            minPhotoLongSide: number | null;
                            disagreementThreshold: number;
                            judgingDeadlineDay: string | null;
                            judges: {
                                preFilterJudgeId: {
                                    id: string;
                                    username: string;
                                } | null;
                                photoJudge1Id: {
                                    id: string;
                                    username: string;
                                } | null;
                                photoJudge2Id: {
                                    id: string;
                                    username: string;
                                } | null;
                                videoJudge1Id: {
                                    id: string;
                                    username: string;
                                } | null;
                                videoJudge2Id: {
                                    id: string;
                                    username: string;
                                } | null;
                            };
                            participantCount: number;
                            submissionCount: number;
                            createdAt: string;
                            preFilterJudgeId: string | null;
                            photoJudge1Id: string | null;
                            photoJudge2Id: string | null;
                            videoJudge1Id: string | null;
                            videoJudge2Id: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createContest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    startDay: string;
                    endDay: string;
                    resultDay: string;
                    /** @enum {string} */
                    category: "photo" | "video";
                    /** @default null */
                    photoCategory?: ("wedding" | "family") | null;
                    /** @default  */
                    rules?: string;
                    /** @default false */
                    showEvaluations?: boolean;
                    /** @default false */
                    showSubmissions?: boolean;
                    /** @default false */
                    showPreFilterResults?: boolean;
                    /** @default false */
                    isExtra?: boolean;
                    /** @default false */
                    showTitlesToJudges?: boolean;
                    /** @default null */
                    minPhotoLongSide?: number | null;
                    /** @default null */
                    preFilterJudgeId?: string | null;
                    /** @default null */
                    photoJudge1Id?: string | null;
                    /** @default null */
                    photoJudge2Id?: string | null;
                    /** @default null */
                    videoJudge1Id?: string | null;
                    /** @default null */
                    videoJudge2Id?: string | null;
                    /** @default 3 */
                    disagreementThreshold?: number;
                    /** @default null */
                    judgingDeadlineDay?: ("" | string) | null;
                    /** @enum {string} */
                    previousEvaluations?: "keep" | "fresh";
                    confirmPublish?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        photoCategory: ("wedding" | "family") | null;
                        startDay: string;
                        endDay: string;
                        resultDay: string;
                        showEvaluations: boolean;
                        showSubmissions: boolean;
                        showPreFilterResults: boolean;
                        isExtra: boolean;
                        showTitlesToJudges: boolean;
                        minPhotoLongSide: number | null;
                        disagreementThreshold: number;
                        judgingDeadlineDay: string | null;
                        judges: {
                            preFilterJudgeId: {
                                id: string;
                                username: string;
                            } | null;
                            photoJudge1Id: {
                                id: string;
                                username: string;
                            } | null;
                            photoJudge2Id: {
                                id: string;
                                username: string;
                            } | null;
                            videoJudge1Id: {
                                id: string;
                                username: string;
                            } | null;
                            videoJudge2Id: {
                                id: string;
                                username: string;
                            } | null;
                        };
                        participantCount: number;
                        submissionCount: number;
                        createdAt: string;
                        preFilterJudgeId: string | null;
                        photoJudge1Id: string | null;
                        photoJudge2Id: string | null;
                        videoJudge1Id: string | null;
                        videoJudge2Id: string | null;
                        rules: string;
                        evaluations: {
                            preFilterJudgeId?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            photoJudge1Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            photoJudge2Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            videoJudge1Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            videoJudge2Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                        };
                        entrantJudgeIds: string[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContestYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getContest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        photoCategory: ("wedding" | "family") | null;
                        startDay: string;
                        endDay: string;
                        resultDay: string;
                        showEvaluations: boolean;
                        showSubmissions: boolean;
                        showPreFilterResults: boolean;
                        isExtra: boolean;
                        showTitlesToJudges: boolean;
                        minPhotoLongSide: number | null;
                        disagreementThreshold: number;
                        judgingDeadlineDay: string | null;
                        judges: {
                            preFilterJudgeId: {
                                id: string;
                                username: string;
                            } | null;
                            photoJudge1Id: {
                                id: string;
                                username: string;
                            } | null;
                            photoJudge2Id: {
                                id: string;
                                username: string;
                            } | null;
                            videoJudge1Id: {
                                id: string;
                                username: string;
                            } | null;
                            videoJudge2Id: {
                                id: string;
                                username: string;
                            } | null;
                        };
                        participantCount: number;
                        submissionCount: number;
                        createdAt: string;
                        preFilterJudgeId: string | null;
                        photoJudge1Id: string | null;
                        photoJudge2Id: string | null;
                        videoJudge1Id: string | null;
                        videoJudge2Id: string | null;
                        rules: string;
                        evaluations: {
                            preFilterJudgeId?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            photoJudge1Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            photoJudge2Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            videoJudge1Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            videoJudge2Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                        };
                        entrantJudgeIds: string[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateContest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    startDay: string;
                    endDay: string;
                    resultDay: string;
                    /** @enum {string} */
                    category: "photo" | "video";
                    /** @default null */
                    photoCategory?: ("wedding" | "family") | null;
                    /** @default  */
                    rules?: string;
                    /** @default false */
                    showEvaluations?: boolean;
                    /** @default false */
                    showSubmissions?: boolean;
                    /** @default false */
                    showPreFilterResults?: boolean;
                    /** @default false */
                    isExtra?: boolean;
                    /** @default false */
                    showTitlesToJudges?: boolean;
                    /** @default null */
                    minPhotoLongSide?: number | null;
                    /** @default null */
                    preFilterJudgeId?: string | null;
                    /** @default null */
                    photoJudge1Id?: string | null;
                    /** @default null */
                    photoJudge2Id?: string | null;
                    /** @default null */
                    videoJudge1Id?: string | null;
                    /** @default null */
                    videoJudge2Id?: string | null;
                    /** @default 3 */
                    disagreementThreshold?: number;
                    /** @default null */
                    judgingDeadlineDay?: ("" | string) | null;
                    /** @enum {string} */
                    previousEvaluations?: "keep" | "fresh";
                    confirmPublish?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        photoCategory: ("wedding" | "family") | null;
                        startDay: string;
                        endDay: string;
                        resultDay: string;
                        showEvaluations: boolean;
                        showSubmissions: boolean;
                        showPreFilterResults: boolean;
                        isExtra: boolean;
                        showTitlesToJudges: boolean;
                        minPhotoLongSide: number | null;
                        disagreementThreshold: number;
                        judgingDeadlineDay: string | null;
                        judges: {
                            preFilterJudgeId: {
                                id: string;
                                username: string;
                            } | null;
                            photoJudge1Id: {
                                id: string;
                                username: string;
                            } | null;
                            photoJudge2Id: {
                                id: string;
                                username: string;
                            } | null;
                            videoJudge1Id: {
                                id: string;
                                username: string;
                            } | null;
                            videoJudge2Id: {
                                id: string;
                                username: string;
                            } | null;
                        };
                        participantCount: number;
                        submissionCount: number;
                        createdAt: string;
                        preFilterJudgeId: string | null;
                        photoJudge1Id: string | null;
                        photoJudge2Id: string | null;
                        videoJudge1Id: string | null;
                        videoJudge2Id: string | null;
                        rules: string;
                        evaluations: {
                            preFilterJudgeId?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            photoJudge1Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            photoJudge2Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            videoJudge1Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                            videoJudge2Id?: {
                                judgeId: string | null;
                                username: string | null;
                                scored: number;
                                commented: number;
                            }[];
                        };
                        entrantJudgeIds: string[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteContest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setPreFilterVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visible: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        showPreFilterResults: boolean;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listJudges: {
        parameters: {
            query?: {
                role?: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                role?: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                status?: "regular" | "member" | "vip";
                locale?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                            /** @enum {string} */
                            status: "regular" | "member" | "vip";
                            location: {
                                country: string;
                                stateCode: string | null;
                                cityCode: string | null;
                                cityName: string | null;
                            } | null;
                            place: {
                                country: string;
                                state: string | null;
                                stateUf: string | null;
                                city: string | null;
                            } | null;
                            awardCount: number;
                            /** @enum {string} */
                            awardSource: "manual" | "computed";
                            manualAwardCount: number | null;
                            computedAwardCount: number;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        year: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                    /** @enum {string} */
                    status: "regular" | "member" | "vip";
                    password: string;
                    /**
                     * @default pt
                     * @enum {string}
                     */
                    locale?: "pt" | "en";
                    country: string;
                    stateCode?: string | null;
                    cityCode?: string | null;
                    cityName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                        location: {
                            country: string;
                            stateCode: string | null;
                            cityCode: string | null;
                            cityName: string | null;
                        } | null;
                        place: {
                            country: string;
                            state: string | null;
                            stateUf: string | null;
                            city: string | null;
                        } | null;
                        awardCount: number;
                        /** @enum {string} */
                        awardSource: "manual" | "computed";
                        manualAwardCount: number | null;
                        computedAwardCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: {
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                        location: {
                            country: string;
                            stateCode: string | null;
                            cityCode: string | null;
                            cityName: string | null;
                        } | null;
                        place: {
                            country: string;
                            state: string | null;
                            stateUf: string | null;
                            city: string | null;
                        } | null;
                        awardCount: number;
                        /** @enum {string} */
                        awardSource: "manual" | "computed";
                        manualAwardCount: number | null;
                        computedAwardCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                    /** @enum {string} */
                    status: "regular" | "member" | "vip";
                    password?: "" | string;
                } & unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "participant" | "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                        location: {
                            country: string;
                            stateCode: string | null;
                            cityCode: string | null;
                            cityName: string | null;
                        } | null;
                        place: {
                            country: string;
                            state: string | null;
                            stateUf: string | null;
                            city: string | null;
                        } | null;
                        awardCount: number;
                        /** @enum {string} */
                        awardSource: "manual" | "computed";
                        manualAwardCount: number | null;
                        computedAwardCount: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "regular" | "member" | "vip";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "regular" | "member" | "vip";
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setAwardCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year?: number;
                    count: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        year: number;
                        count: number | null;
                        awardCount: number;
                        /** @enum {string} */
                        awardSource: "manual" | "computed";
                        manualAwardCount: number | null;
                        computedAwardCount: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            items: number;
                            isActive: boolean;
                            prices: {
                                /** @enum {string} */
                                currency: "BRL" | "USD" | "EUR";
                                amount: number;
                                paymentUrl: string | null;
                                earlyAmount: number | null;
                                earlyUntil: string | null;
                                lateAmount: number | null;
                                lateFrom: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: number;
                    /** @default true */
                    isActive?: boolean;
                    prices: {
                        /** @enum {string} */
                        currency: "BRL" | "USD" | "EUR";
                        amount: number;
                        paymentUrl?: string | null;
                        earlyAmount?: number | null;
                        earlyUntil?: string | null;
                        lateAmount?: number | null;
                        lateFrom?: string | null;
                    }[];
                    /** @enum {string} */
                    category: "photo" | "video";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        items: number;
                        isActive: boolean;
                        prices: {
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            amount: number;
                            paymentUrl: string | null;
                            earlyAmount: number | null;
                            earlyUntil: string | null;
                            lateAmount: number | null;
                            lateFrom: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: number;
                    /** @default true */
                    isActive?: boolean;
                    prices: {
                        /** @enum {string} */
                        currency: "BRL" | "USD" | "EUR";
                        amount: number;
                        paymentUrl?: string | null;
                        earlyAmount?: number | null;
                        earlyUntil?: string | null;
                        lateAmount?: number | null;
                        lateFrom?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        category: "photo" | "video";
                        items: number;
                        isActive: boolean;
                        prices: {
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            amount: number;
                            paymentUrl: string | null;
                            earlyAmount: number | null;
                            earlyUntil: string | null;
                            lateAmount: number | null;
                            lateFrom: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOfferedPackages: {
        parameters: {
            query: {
                category: "photo" | "video";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "photo" | "video";
                        readonly currencies: ("BRL" | "USD" | "EUR")[];
                        items: {
                            id: string;
                            items: number;
                            prices: {
                                /** @enum {string} */
                                currency: "BRL" | "USD" | "EUR";
                                amount: number;
                                paymentUrl: string | null;
                                /** @enum {string} */
                                period: "early" | "regular" | "late";
                                changesOn: string | null;
                                nextAmount: number | null;
                            }[];
                        }[];
                        providerCurrencies: ("BRL" | "USD" | "EUR")[];
                        unpaidEntriesAllowed: boolean;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAudit: {
        parameters: {
            query?: {
                page?: number;
                entityType?: "contest" | "user" | "award_count" | "package" | "submission" | "completion" | "email";
                entityId?: string;
                contestId?: string;
                actorId?: string;
                action?: "contest.create" | "contest.update" | "contest.delete" | "contest.preFilterVisibility" | "contest.judge_replace" | "contest.approval_emails" | "contest.approval_emails_retry" | "contest.judge_reminders" | "contest.publish" | "contest.award_basis" | "user.create" | "user.update" | "user.delete" | "user.role" | "user.status" | "user.payment" | "payment.refund" | "payment.code_create" | "payment.code_update" | "payment.code_use" | "award_count.set" | "package.create" | "package.update" | "package.delete" | "submission.pre_filter" | "submission.pre_filter_undo" | "submission.judge1_score" | "submission.judge2_score" | "submission.judge1_comment" | "submission.judge2_comment" | "submission.adjudicator_assign" | "submission.adjudicator_score" | "submission.adjudicator_clear" | "submission.amend" | "submission.adjudicator_comment" | "completion.create" | "completion.reopen";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            actor: {
                                id: string;
                                username: string | null;
                            } | null;
                            action: string;
                            entityType: string;
                            entityId: string | null;
                            entityName: string | null;
                            entry: {
                                title: string | null;
                                participant: string;
                            } | null;
                            before: unknown;
                            after: unknown;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        names: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAuditActors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            username: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContestStats: {
        parameters: {
            query?: {
                year?: number;
                contestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        years: number[];
                        contestId: string | null;
                        options: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                        }[];
                        contests: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            photoCategory: ("wedding" | "family") | null;
                            isExtra: boolean;
                            startDay: string;
                            endDay: string;
                            resultDay: string;
                            totals: {
                                entries: number;
                                photos: number;
                                films: number;
                                participants: number;
                                preFilterPending: number;
                                approved: number;
                                rejected: number;
                                judged: number;
                                evaluated: number;
                                awarded: number;
                                honorable: number;
                                disagreements: number;
                                adjudicated: number;
                            };
                            judges: {
                                /** @enum {string} */
                                slot: "preFilterJudgeId" | "photoJudge1Id" | "photoJudge2Id" | "videoJudge1Id" | "videoJudge2Id";
                                /** @enum {string} */
                                role: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                                judge: {
                                    id: string;
                                    username: string;
                                } | null;
                                total: number;
                                evaluated: number;
                                pending: number;
                                percent: number;
                                color: ("green" | "yellow" | "red") | null;
                                completedAt: string | null;
                                kept: number;
                            }[];
                            completions: {
                                judgeId: string;
                                username: string;
                                /** @enum {string} */
                                role: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                                completedAt: string;
                            }[];
                            approvalEmails: {
                                recipients: number;
                                notQueued: number;
                                queued: number;
                                sent: number;
                                failed: number;
                            };
                            payments: {
                                /** @enum {string} */
                                currency: "BRL" | "USD" | "EUR";
                                participants: number;
                                expected: number;
                                confirmed: number;
                                due: number;
                            }[];
                        }[];
                        payments: {
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            participants: number;
                            expected: number;
                            confirmed: number;
                            due: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContestParticipants: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            userId: string;
                            username: string;
                            email: string;
                            submissionCount: number;
                            paidCount: number;
                            isPaid: boolean;
                            approvedCount: number;
                            approvalEmail: {
                                /** @enum {string} */
                                status: "queued" | "sent" | "failed";
                                sentAt: string | null;
                            } | null;
                            purchase: {
                                items: number;
                                /** @enum {string} */
                                currency: "BRL" | "USD" | "EUR";
                                price: number;
                                alreadyPaid: number;
                                upgradeDifference: number;
                                confirmed: number;
                                due: number;
                                upgradedFrom: {
                                    items: number;
                                    price: number;
                                }[];
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isPaid: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        userId: string;
                        isPaid: boolean;
                        submissionCount: number;
                        changed: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getScoreDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        isExtra: boolean;
                        awardedMin: number;
                        final: {
                            score: number;
                            count: number;
                        }[];
                        judges: {
                            side: 1 | 2;
                            /** @enum {string} */
                            role: "pre_filter_judge" | "photo_judge_1" | "photo_judge_2" | "video_judge_1" | "video_judge_2";
                            username: string | null;
                            isKept: boolean;
                            counts: {
                                score: number;
                                count: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendApprovalEmails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipients: number;
                        queued: number;
                        alreadyQueued: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    retryApprovalEmails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requeued: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listYearRankings: {
        parameters: {
            query?: {
                page?: number;
                year?: number;
                kind?: "photo" | "video";
                photoCategory?: "wedding" | "family";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            position: number;
                            userId: string;
                            username: string;
                            awards: number;
                            honorable: number;
                            entries: number;
                            yearAwards: {
                                count: number;
                                /** @enum {string} */
                                source: "manual" | "computed";
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        year: number;
                        years: number[];
                        /** @enum {string} */
                        kind: "photo" | "video";
                        photoCategory: ("wedding" | "family") | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getContestFairness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        title: string;
                        isExtra: boolean;
                        isPublished: boolean;
                        /** @enum {string} */
                        awardBasis: "raw" | "normalised";
                        panel: {
                            count: number;
                            histogram: number[];
                            mean: number | null;
                            sd: number | null;
                        };
                        judges: {
                            judge: {
                                id: string;
                                username: string;
                            };
                            distribution: {
                                count: number;
                                histogram: number[];
                                mean: number | null;
                                sd: number | null;
                            };
                            meanDifference: number | null;
                            standardisedDifference: number | null;
                            spreadRatio: number | null;
                            isNormalised: boolean;
                        }[];
                        agreement: {
                            alpha: number | null;
                            disagreements: {
                                flagged: number;
                                total: number;
                                share: number | null;
                            };
                            adjudications: {
                                crossed: number;
                                adjudicated: number;
                                share: number | null;
                            };
                        };
                        stability: {
                            id: string;
                            title: string | null;
                            /** @enum {string} */
                            award: "awarded" | "honorable" | "not_awarded";
                            kept: number;
                            rounds: number;
                            stability: number;
                        }[];
                        entries: {
                            id: string;
                            title: string | null;
                            rawFinal: number | null;
                            rawAward: ("awarded" | "honorable" | "not_awarded") | null;
                            normalisedFinal: number | null;
                            normalisedAward: ("awarded" | "honorable" | "not_awarded") | null;
                            isAwardChanged: boolean;
                        }[];
                        changedAwards: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getYearFairness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        panel: {
                            count: number;
                            histogram: number[];
                            mean: number | null;
                            sd: number | null;
                        };
                        judges: {
                            judge: {
                                id: string;
                                username: string;
                            };
                            distribution: {
                                count: number;
                                histogram: number[];
                                mean: number | null;
                                sd: number | null;
                            };
                            meanDifference: number | null;
                            standardisedDifference: number | null;
                            spreadRatio: number | null;
                            isNormalised: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setAwardBasis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    basis: "raw" | "normalised";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        /** @enum {string} */
                        awardBasis: "raw" | "normalised";
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyCalibration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contestId: string;
                        own: {
                            count: number;
                            histogram: number[];
                            mean: number | null;
                            sd: number | null;
                        };
                        panel: {
                            count: number;
                            histogram: number[];
                            mean: number | null;
                            sd: number | null;
                        } | null;
                        panelMissing: number;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listResults: {
        parameters: {
            query?: {
                page?: number;
                year?: number;
                category?: "photo" | "video";
                contestId?: string;
                preFilterStatus?: "pending" | "approved" | "rejected";
                award?: "awarded" | "honorable" | "not_awarded";
                disagreement?: "flagged" | "awaiting" | "adjudicated";
                sort?: "desc" | "asc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "photo" | "video";
                            title: string | null;
                            caption: string | null;
                            createdAt: string;
                            contest: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                category: "photo" | "video";
                                photoCategory: ("wedding" | "family") | null;
                                isExtra: boolean;
                                showEvaluations: boolean;
                                judges: {
                                    preFilter: string | null;
                                    judge1: string | null;
                                    judge2: string | null;
                                };
                            };
                            participant: {
                                id: string;
                                username: string;
                                email: string;
                            };
                            image: {
                                thumbUrl: string;
                                previewUrl: string;
                                originalUrl: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            video: {
                                provider: ("youtube" | "vimeo") | null;
                                url: string;
                                embedUrl: string | null;
                                thumbnailUrl: string | null;
                            } | null;
                            preFilterStatus: ("pending" | "approved" | "rejected") | null;
                            /** @enum {string} */
                            evaluationStatus: "evaluated" | "pending";
                            judge1: {
                                score: number | null;
                                comment: string | null;
                                feedback: string[];
                                givenBy: string | null;
                                isKept: boolean;
                                isReplaced: boolean;
                            };
                            judge2?: {
                                score: number | null;
                                comment: string | null;
                                feedback: string[];
                                givenBy: string | null;
                                isKept: boolean;
                                isReplaced: boolean;
                            };
                            adjudication: {
                                adjudicator: string | null;
                                score: number | null;
                                comment: string | null;
                                replaced: ("judge1" | "judge2" | "both") | null;
                            } | null;
                            finalScore: number | null;
                            award: ("awarded" | "honorable" | "not_awarded") | null;
                            isPaid: boolean;
                            isDisagreement: boolean;
                            rank?: number | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        summary: {
                            contestId: string;
                            total: number;
                            approved: number | null;
                            awarded: number;
                            honorable: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportResults: {
        parameters: {
            query?: {
                year?: number;
                category?: "photo" | "video";
                contestId?: string;
                preFilterStatus?: "pending" | "approved" | "rejected";
                award?: "awarded" | "honorable" | "not_awarded";
                disagreement?: "flagged" | "awaiting" | "adjudicated";
                sort?: "desc" | "asc";
                locale?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered entries, every page, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listResultContests: {
        parameters: {
            query?: {
                year?: number;
                category?: "photo" | "video";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            category: "photo" | "video";
                            photoCategory: ("wedding" | "family") | null;
                            isExtra: boolean;
                            showEvaluations: boolean;
                            startDay: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listResultYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        years: number[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadAwarded: {
        parameters: {
            query?: {
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The awarded and honourable-mention originals, named contest/award-rank-participant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events (contest-updated, emails, resync), ids only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCertificate: {
        parameters: {
            query?: {
                lang?: "pt" | "en";
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate of an awarded entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    showGallery: {
        parameters: {
            query?: {
                lang?: "pt" | "en";
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A contest's public gallery page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A contest's public gallery page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGalleryImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                submission: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A photo of the public gallery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGalleryThumb: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                submission: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A photo of the public gallery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGalleryShareImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public gallery's picture for link previews (1200 × 630) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGalleryScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification page's copy button, or the gallery's viewer (script files: the pages run no inline script) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBadge: {
        parameters: {
            query?: {
                lang?: "pt" | "en";
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge of an awarded entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVerifyScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification page's copy button, or the gallery's viewer (script files: the pages run no inline script) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verifyAward: {
        parameters: {
            query?: {
                lang?: "pt" | "en";
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public page that verifies an award */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The public page that verifies an award */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    showUnsubscribe: {
        parameters: {
            query?: {
                lang?: "pt" | "en";
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page confirming an unsubscribe (or a bad link) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The page confirming an unsubscribe (or a bad link) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resubscribe: {
        parameters: {
            query?: {
                lang?: "pt" | "en";
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page confirming an unsubscribe (or a bad link) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The page confirming an unsubscribe (or a bad link) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            packageId: string | null;
                            items: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            price: number;
                            paid: number;
                            due: number;
                            isPaid: boolean;
                            /** @enum {string} */
                            mode: "manual" | "provider";
                            discount: number;
                            discountCode: string | null;
                        } | null;
                        payments: {
                            id: string;
                            provider: string;
                            method: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "expired" | "refunded";
                            amount: number;
                            refunded: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            pix: {
                                code: string;
                                qrBase64: string;
                            } | null;
                            expiresAt: string | null;
                            createdAt: string;
                            upgradeItems: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startPixCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageId: string;
                    /** @enum {string} */
                    currency: "BRL" | "USD" | "EUR";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            packageId: string | null;
                            items: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            price: number;
                            paid: number;
                            due: number;
                            isPaid: boolean;
                            /** @enum {string} */
                            mode: "manual" | "provider";
                            discount: number;
                            discountCode: string | null;
                        };
                        upgrade: {
                            items: number;
                            price: number;
                            due: number;
                        } | null;
                        payment: {
                            id: string;
                            provider: string;
                            method: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "expired" | "refunded";
                            amount: number;
                            refunded: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            pix: {
                                code: string;
                                qrBase64: string;
                            } | null;
                            expiresAt: string | null;
                            createdAt: string;
                            upgradeItems: number | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receivePaymentNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContestPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            provider: string;
                            method: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "expired" | "refunded";
                            amount: number;
                            refunded: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            pix: {
                                code: string;
                                qrBase64: string;
                            } | null;
                            expiresAt: string | null;
                            createdAt: string;
                            upgradeItems: number | null;
                            userId: string;
                            providerPaymentId: string;
                            providerStatus: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        items: {
                            userId: string;
                            username: string;
                            email: string;
                            items: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            price: number;
                            confirmed: number;
                            due: number;
                            isConfirmedByAdmin: boolean;
                            providerNet: number;
                            discountCode: string | null;
                            discount: number;
                            flags: ("paidTwice" | "paidLess")[];
                            payments: {
                                id: string;
                                provider: string;
                                method: string;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "expired" | "refunded";
                                amount: number;
                                refunded: number;
                                /** @enum {string} */
                                currency: "BRL" | "USD" | "EUR";
                                pix: {
                                    code: string;
                                    qrBase64: string;
                                } | null;
                                expiresAt: string | null;
                                createdAt: string;
                                upgradeItems: number | null;
                                userId: string;
                                providerPaymentId: string;
                                providerStatus: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportReconciliation: {
        parameters: {
            query?: {
                locale?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders, provider payments and mismatches of a contest, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number | null;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        provider: string;
                        method: string;
                        /** @enum {string} */
                        status: "pending" | "paid" | "failed" | "expired" | "refunded";
                        amount: number;
                        refunded: number;
                        /** @enum {string} */
                        currency: "BRL" | "USD" | "EUR";
                        pix: {
                            code: string;
                            qrBase64: string;
                        } | null;
                        expiresAt: string | null;
                        createdAt: string;
                        upgradeItems: number | null;
                        userId: string;
                        providerPaymentId: string;
                        providerStatus: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startCardCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageId: string;
                    /** @enum {string} */
                    currency: "BRL" | "USD" | "EUR";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            packageId: string | null;
                            items: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            price: number;
                            paid: number;
                            due: number;
                            isPaid: boolean;
                            /** @enum {string} */
                            mode: "manual" | "provider";
                            discount: number;
                            discountCode: string | null;
                        };
                        upgrade: {
                            items: number;
                            price: number;
                            due: number;
                        } | null;
                        url: string | null;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    applyDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    packageId: string;
                    /** @enum {string} */
                    currency: "BRL" | "USD" | "EUR";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            packageId: string | null;
                            items: number;
                            /** @enum {string} */
                            currency: "BRL" | "USD" | "EUR";
                            price: number;
                            paid: number;
                            due: number;
                            isPaid: boolean;
                            /** @enum {string} */
                            mode: "manual" | "provider";
                            discount: number;
                            discountCode: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listDiscountCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            code: string;
                            percent: number | null;
                            currency: ("BRL" | "USD" | "EUR") | null;
                            amount: number | null;
                            maxUses: number | null;
                            uses: number;
                            expiresOn: string | null;
                            isActive: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "percent" | "fixed";
                    percent: number | null;
                    currency: ("BRL" | "USD" | "EUR") | null;
                    amount: number | null;
                    maxUses: number | null;
                    expiresOn: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        code: string;
                        percent: number | null;
                        currency: ("BRL" | "USD" | "EUR") | null;
                        amount: number | null;
                        maxUses: number | null;
                        uses: number;
                        expiresOn: string | null;
                        isActive: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setDiscountCodeActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        code: string;
                        percent: number | null;
                        currency: ("BRL" | "USD" | "EUR") | null;
                        amount: number | null;
                        maxUses: number | null;
                        uses: number;
                        expiresOn: string | null;
                        isActive: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
