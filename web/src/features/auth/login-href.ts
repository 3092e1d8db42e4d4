import { paths } from "../../paths";

const noReturnPaths = new Set<string>([paths.home, paths.signIn, paths.signUp]);

/** /api/login, carrying the page to come back to after signing in (the server only accepts same-site paths). */
export function loginHref(pathname: string, search = ""): string {
  if (noReturnPaths.has(pathname)) return paths.login;
  return `${paths.login}?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}
