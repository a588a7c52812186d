import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '@collegium/domain/audit-actions';

// Every action the server writes to the audit log (`action: '…'`, or either side of a `? … :`)
// has a label, so no code reaches a history panel.

const SERVER = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name): string[] => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function writtenActions(): string[] {
  const found = new Set<string>();
  const pattern = /action: (?:[\w.]+(?: === '[\w-]+')? \? )?'([^']+)'(?: : '([^']+)')?/g;
  for (const file of sources(SERVER)) {
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const action of [m[1], m[2]]) if (action && !action.includes(' the ')) found.add(action);
    }
  }
  return [...found].sort();
}

describe('audit action labels', () => {
  it('labels every action the server writes', () => {
    const actions = writtenActions();
    expect(actions.length).toBeGreaterThan(50);
    expect(actions.filter((a) => AUDIT_ACTION_LABELS[a.toLowerCase()] === undefined)).toEqual([]);
  });

  it('never shows the code itself', () => {
    expect(auditActionLabel('dbs.read')).toBe('DBS details read');
    expect(auditActionLabel('something.new-here')).toBe('Something new here');
    for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(label).not.toMatch(/[._]/);
  });
});
