// Where the third-party sign-in's callback sends the browser (/login) and the query parameters the
// login route reads there. Apart from the schemas (oidc.ts) and free of zod, because the login route
// is in the site's first script.
export const OIDC_LANDING_PATH = '/login';
/** The one-time hand-off code, exchanged by POST for the session. */
export const OIDC_HANDOFF_PARAM = 'oidc';
/** A refusal's error code, shown with its translated message. */
export const OIDC_ERROR_PARAM = 'oidcError';
