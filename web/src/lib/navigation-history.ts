// spec 2.1: after starting or ending impersonation the app goes to /dashboard when the user came
// from the root, otherwise to /. The router reports each location it settles on here.

let current: string | null = null;

export function rememberLocation(pathname: string): void {
  current = pathname;
}

/** The path the user is on (before a pending navigation commits), null before the first one. */
export function currentPathname(): string | null {
  return current;
}

/** spec 2.1: /dashboard from the root, / from anywhere else. */
export function afterLoginAsTarget(from: string | null): string {
  return from === '/' ? '/dashboard' : '/';
}
