// Cookie names shared by server and web; free of zod so browser code can import it cheaply.

/** The auth cookie (spec §9: 365 days when remembered, else a session cookie). */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
