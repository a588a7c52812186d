// Issue 19: the signed-in routes (the shell and the route table) are not in the sign-in page's
// JavaScript. The router registers here how to fetch them ahead of need; the sign-in form asks for
// them, with the page the user is going to, while the credentials are checked.

let preload: (path: string) => void = () => undefined;

export function setSignedInPreload(fn: (path: string) => void): void {
  preload = fn;
}

/** Starts fetching the signed-in routes and the screen of `path` (below the history base). */
export function preloadSignedIn(path: string): void {
  preload(path);
}
