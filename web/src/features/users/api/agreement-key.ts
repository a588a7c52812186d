// The query key of the policies awaiting acceptance (issue 15), alone in its file so the router can
// refresh them without the query hooks in the first chunk (issue 19).
export const AGREEMENT_KEY = ['agreement'] as const;
