// spec 2.2 step 2: after sign-in the app returns to the page the user first asked for. Only paths
// inside the app are followed, so a crafted link cannot send a user elsewhere.

export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
