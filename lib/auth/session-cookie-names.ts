/** Names shared by the server and the screens (browser-safe: no server imports). */
export const SESSION_COOKIE = "session";

/** Sent by the shop's own screens: log in with an HttpOnly cookie instead of a token in the answer. */
export const COOKIE_SESSION_HEADER = "x-session";
export const COOKIE_SESSION_VALUE = "cookie";
