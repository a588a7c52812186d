/// <reference types="node" />
import { join } from 'node:path';
import type { Rolldown } from 'vite';

// How the build splits what a page needs before it draws (issue 19: initial JavaScript). Left to
// itself, the bundler splits by which of the ~150 lazily loaded screens use each module, so the
// sign-in page arrived in 38 chunks and the signed-in shell in 50 (React Router in one, each MUI
// component in its own, ...). Each chunk is compressed on its own and names what it takes from the
// others: the shell's code cost 195 KB gzipped in 50 chunks, 183 KB as one file. Here the modules
// of the first paints go into a few chunks instead:
// - "app": everything the entry imports statically (every page loads it);
// - the other modules of the sign-in page and of the signed-in shell (layout, menu, route table and
//   dashboard), one chunk per combination of the pages that import them: "login", "login-shell",
//   "signed-in-routes", and each with "-public" when another public page (registration, password
//   reset, ...) imports them too, so such a page loads the shell's pieces it shares, not the shell.
// Each page's own module keeps its chunk, which the route loads by name. Another screen that shares
// a module with a first paint imports it from that chunk: already loaded for the shell's chunks; a
// signed-in screen sharing a form piece with the sign-in page loads the "login" chunk (a few KB).
// scripts/check-budget.mjs measures the same pages.

const WEB = import.meta.dirname;
const ENTRY = join(WEB, 'src/main.tsx');
const ROUTES = join(WEB, 'src/app/router/app-routes.tsx');
const LOGIN = [join(WEB, 'src/features/auth/components/login-page.tsx')];
const SHELL = [
  join(WEB, 'src/app/router/signed-in-routes.tsx'),
  join(WEB, 'src/features/dashboard/components/dashboard-screen.tsx'),
];

type ModuleInfoOf = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** The modules `roots` import statically, themselves included. */
function staticClosure(roots: readonly string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

interface Pages {
  roots: Set<string>;
  entry: Set<string>;
  login: Set<string>;
  shell: Set<string>;
  public: Set<string>;
}

function pagesOf(info: ModuleInfoOf): Pages {
  const firstPaints = new Set([...LOGIN, ...SHELL]);
  const otherPublic = (info(ROUTES)?.dynamicallyImportedIds ?? []).filter((id) => !firstPaints.has(id));
  return {
    roots: new Set([ENTRY, ...firstPaints]),
    entry: staticClosure([ENTRY], info),
    login: staticClosure(LOGIN, info),
    shell: staticClosure(SHELL, info),
    public: staticClosure(otherPublic, info),
  };
}

/**
 * The chunk of a first-paint module outside the entry's imports, named for the pages that load it
 * (a chunk the sign-in page loads has "login" in its name; the others start with
 * "signed-in-routes", which the speed story checks the sign-in page never loads); null for every
 * other module.
 */
function firstPaintGroup(id: string, pages: Pages): string | null {
  // The pages' own modules keep their chunks: the routes load them by name.
  if (pages.roots.has(id)) return null;
  if (pages.entry.has(id)) return 'app';
  const [login, shell, other] = [pages.login.has(id), pages.shell.has(id), pages.public.has(id)];
  if (!login && !shell) return null;
  const name = login ? ['login', ...(shell ? ['shell'] : [])] : ['signed-in-routes'];
  return [...name, ...(other ? ['public'] : [])].join('-');
}

/** The code-splitting groups for Vite's build.rolldownOptions.output.codeSplitting. */
export function firstPaintChunks(): Rolldown.CodeSplittingOptions {
  // The pages are worked out once per chunking pass (the context is that pass's).
  let cached: { ctx: Rolldown.ChunkingContext; pages: Pages } | null = null;
  return {
    groups: [
      {
        name: (id, ctx) => {
          if (cached?.ctx !== ctx) cached = { ctx, pages: pagesOf((moduleId) => ctx.getModuleInfo(moduleId)) };
          return firstPaintGroup(id, cached.pages);
        },
        debugName: 'first paint',
        // The groups are closed under static imports by construction (a module's imports are used
        // by at least the same pages): nothing is pulled in from another group.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
