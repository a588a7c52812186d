import { contacts } from '@collegium/domain/entities/contacts';
import { students } from '@collegium/domain/entities/students';
import { openDatabase } from './server/src/db/database.ts';
import { lastPage, listCases, timeCase } from './server/bench/list-cases.ts';
const db = openDatabase(process.argv[2]!);
const only = process.argv[3];
const cases = listCases(await lastPage(db, students, 'Wil'), await lastPage(db, contacts, 'Wil'));
for (const c of cases) {
  if (only && !c.name.includes(only)) continue;
  const r = await timeCase(db, c, 100);
  console.log(c.name.padEnd(45), r.median.toFixed(3), r.cpu.toFixed(3), r.total);
}
await db.close();
