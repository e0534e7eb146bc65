/** Browser cookies for the login state (SPEC §3: token, user info, remember flag, account; 7 days). */
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

export const COOKIE = { token: "token", remember: "rememberMe", account: "account" } as const;
