import { type Kysely, sql } from 'kysely';

// Issue 15, System data: the programme selects and checks read the programmes table, so a fresh
// install (and every test database) needs spec 3's programmes in it, not only the demo. This is a
// frozen copy of spec 3's programmes as the demo seeded them (title, exit award, levels, credits:
// 120 a level, 180 for the MA; GradDip and MA not transferable). Installed only when the table is
// empty, so a college's own programmes are never touched; ordered as spec 3 lists them (by level).

const PROGRAMMES = [
  ['NLM', 'Certificate in New Leaders in Ministry', 'CertHE (App)', '4 5 6 7', 480, 1],
  ['CertHE', 'Certificate of Higher Education in Theology, Ministry and Mission', 'CertHE', '4', 120, 1],
  ['DipHE', 'Diploma of Higher Education in Theology, Ministry and Mission', 'DipHE', '4 5', 240, 1],
  ['BTh', 'Bachelor of Theology (BTh) in Theology, Ministry and Mission', 'Bth', '4 5 6', 360, 1],
  ['GradCert', 'Graduate Certificate in Theology, Ministry and Mission', null, '6', 120, 1],
  ['GradDip', 'Graduate Diploma in Theology, Ministry and Mission', null, '6', 120, 0],
  ['MA', 'MA in Theology, Ministry and Mission', 'MA', '7 7Diss', 180, 0],
  ['PGCert', 'Postgraduate Certificate in Theology, Ministry and Mission', 'PGCert', '7', 120, 1],
  ['PGDip', 'Postgraduate Diploma in Theology, Ministry and Mission', 'PGDip', '7', 120, 1],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const existing = await sql<{ n: number | string }>`select count(*) as n from programmes`.execute(db);
  if (Number(existing.rows[0]?.n ?? 0) > 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('programmes' as never)
    .values(
      PROGRAMMES.map(([code, title, award, levels, credits, transferable], i) => ({
        code,
        title,
        award,
        levels,
        credits,
        transferable,
        active: 1,
        paces: 'PT FT Extended',
        position: i + 1,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
}
