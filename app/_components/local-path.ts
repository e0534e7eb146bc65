/** A way back (`?redirect=`) must be a path of this shop, never another site. */
export function localPath(value: string | null | undefined): string | undefined {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : undefined;
}
