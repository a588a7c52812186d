import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { up as addMissingTemplates } from './2026-11-25-0023a-missing-email-templates.ts';
import { up as installDefaultProgrammes } from './2026-11-27-0065a-default-programmes.ts';

// Migrations are frozen history: what one installs must not change when live code or the seed
// is edited, so a migration imports only other files of this folder, and Kysely.

const here = dirname(fileURLToPath(import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourcesUnder(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every module a file names in an import or export … from, or a dynamic import(). */
function importsOf(source: string): string[] {
  const found = [
    ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ];
  return found.map((m) => m[1] as string);
}

describe('migrations', () => {
  it('import nothing outside the migrations folder except Kysely and the Dialect type', () => {
    const files = sourcesUnder(here);
    expect(files.length).toBeGreaterThan(15);
    const outside: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const spec of importsOf(source)) {
        if (spec === 'kysely') continue;
        // The dialect name is a string type; importing it cannot change what a migration installs.
        if (spec === '../database.ts' && /import type \{ Dialect \} from '\.\.\/database\.ts'/.test(source)) continue;
        const target = spec.startsWith('.') ? resolve(dirname(file), spec) : spec;
        if (!target.startsWith(`${here}/`)) outside.push(`${file.slice(here.length + 1)} imports ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('the check catches an import of the demo data', () => {
    expect(
      importsOf(
        "import { seedEmailTemplates } from '../../demo/email-templates.ts';\nimport type { Kysely } from 'kysely';",
      ),
    ).toEqual(['../../demo/email-templates.ts', 'kysely']);
  });

  it('0023a adds a default template that is missing and keeps one an admin edited', async () => {
    const { db } = await createTestApp();
    await db.kysely.deleteFrom('email_templates').where('key', '=', 'folder-request-outcome').execute();
    await db.kysely
      .updateTable('email_templates')
      .set({ subject: 'Edited by the registry' })
      .where('key', '=', 'diocese-evidence-request')
      .execute();
    const before = await db.kysely.selectFrom('email_templates').select('key').execute();

    await addMissingTemplates(db.kysely as unknown as Kysely<unknown>);

    const after = await db.kysely.selectFrom('email_templates').select(['key', 'subject', 'body']).execute();
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((t) => t.key === 'folder-request-outcome');
    expect(added?.subject).toBe('Your request for a copy of your student file');
    expect(added?.body).toContain('{{outcome}}');
    expect(after.find((t) => t.key === 'diocese-evidence-request')?.subject).toBe('Edited by the registry');
    // Run again: nothing more to add.
    await addMissingTemplates(db.kysely as unknown as Kysely<unknown>);
    expect(await db.kysely.selectFrom('email_templates').select('key').execute()).toHaveLength(after.length);
  });

  it('0065a installs spec 3’s programmes in a fresh database and leaves a college’s own alone', async () => {
    const { db } = await createTestApp();
    const programmes = await db.kysely
      .selectFrom('programmes')
      .select(['code', 'levels', 'credits', 'transferable', 'active', 'paces'])
      .orderBy('position')
      .execute();
    // spec 3's programmes and levels; 120 credits a level, 180 for the MA; GradDip and MA not transferable
    expect(programmes.map((p) => [p.code, p.levels, p.credits, p.transferable])).toEqual([
      ['NLM', '4 5 6 7', 480, 1],
      ['CertHE', '4', 120, 1],
      ['DipHE', '4 5', 240, 1],
      ['BTh', '4 5 6', 360, 1],
      ['GradCert', '6', 120, 1],
      ['GradDip', '6', 120, 0],
      ['MA', '7 7Diss', 180, 0],
      ['PGCert', '7', 120, 1],
      ['PGDip', '7', 120, 1],
    ]);
    expect(programmes.every((p) => p.active === 1 && p.paces === 'PT FT Extended')).toBe(true);
    await db.kysely.deleteFrom('programmes').where('code', '!=', 'BTh').execute();
    await db.kysely.updateTable('programmes').set({ title: 'Edited by the registry' }).execute();

    await installDefaultProgrammes(db.kysely as unknown as Kysely<unknown>);

    expect(await db.kysely.selectFrom('programmes').select(['code', 'title']).execute()).toEqual([
      { code: 'BTh', title: 'Edited by the registry' },
    ]);
  });
});
