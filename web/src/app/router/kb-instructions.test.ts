import { ENTITIES } from '@collegium/domain/entities/registry';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens.ts';

// Issue 19: every instruction of the knowledge base matches a screen that works. The articles
// (server/src/demo/portal-pages.ts, read here as text) name menu places as **Group → Page** and
// controls as "choose **Button**" / "tick **Box**": each place must be a menu entry with a screen,
// and each control a label the web app shows somewhere.

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '../..');
const articles = readFileSync(path.resolve(webSrc, '../../server/src/demo/portal-pages.ts'), 'utf8');
// The articles as an installation has them: migration 0010's, the Users one as 0075a rewrote it
// (the demo's copy of them is read too, and must agree).
const migrations = path.resolve(webSrc, '../../server/src/db/migrations');
const installed = readFileSync(path.join(migrations, 'frozen/2026-11-22-0010-knowledge-base.ts'), 'utf8').replace(
  /\{\s*pathKey: 'kb\/users'[\s\S]*?\n {2}\},/,
  '',
);
const kb = [
  articles.slice(0, articles.indexOf('DEMO_STUDENT_PAGES')),
  installed,
  readFileSync(path.join(migrations, '2026-11-27-0075a-kb-users-article.ts'), 'utf8'),
].join('\n');

function sourceText(dir: string): string {
  let text = '';
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) text += sourceText(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) text += readFileSync(full, 'utf8');
  }
  return text;
}
const web = sourceText(webSrc);
// The generic lists' button is "New <the entity's label>" (entity-list-screen.tsx).
const newButtons = new Set(ENTITIES.map((d) => `New ${d.label.toLowerCase()}`));
const domain = sourceText(path.resolve(webSrc, '../../domain/src'));

const places = [...new Set([...kb.matchAll(/\*\*([^*]+?) → ([^*]+?)\*\*/g)].map((m) => `${m[1]} → ${m[2]}`))];
const controls = [
  ...new Set(
    [...kb.matchAll(/\b(?:choose|Choose|tick|Tick|untick|press|Press|click|Click) \*\*([^*]+?)\*\*/g)].map(
      (m) => m[1]!,
    ),
  ),
];

describe('the knowledge base’s instructions', () => {
  it('names menu places and controls (the check reads them)', () => {
    expect(places.length).toBeGreaterThan(10);
    expect(controls.length).toBeGreaterThan(3);
  });

  it.each(places)('%s is a menu entry with a screen', (place) => {
    const [group, page] = place.split(' → ') as [string, string];
    const node = MENU_CONFIG.find((n) => n.title === group);
    expect(node, `no menu group "${group}"`).toBeDefined();
    const child = node?.children?.find((c) => c.title === page);
    expect(child, `no page "${page}" under "${group}"`).toBeDefined();
    expect(Object.hasOwn(SCREENS, child!.key), `"${place}" has no screen`).toBe(true);
  });

  it.each(controls)('“%s” is a control the web app shows', (label) => {
    expect(web.includes(label) || domain.includes(label) || newButtons.has(label), `no "${label}" in the web app`).toBe(
      true,
    );
  });
});
