/** Readable browser cookies of the login form (SPEC §3: remember flag, account); the session itself is HttpOnly. */
const DAY = 24 * 3600;

export function setCookie(name: string, value: string, days = 7): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY}; Path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | undefined {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export const COOKIE = { remember: "rememberMe", account: "account" } as const;
