import { academicYear } from '@collegium/domain/academic-year';
import type { WriteGuard } from '../entities/write-guards.ts';
import { validationFailed } from '../../http/errors.ts';
import './tables.ts';

// Issue 18: the rules on writing a module instance through the generic calls, in the write's
// transaction. The module and tutor must exist; a module has one instance per year and hub; an
// instance with students keeps its module, and its capacity never falls below them.

const num = (v: unknown) => (typeof v === 'number' ? v : null);

export const moduleInstanceWriteGuard: WriteGuard = async ({ trx, id, before, after }) => {
  if (after === null) return;
  const moduleId = num(after.moduleId);
  const tutorId = num(after.tutorId);
  const year = num(after.academicYear);
  const hub = typeof after.hub === 'string' ? after.hub : '';
  const details: { param: string; message: string }[] = [];

  if (
    moduleId !== null &&
    !(await trx.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst())
  )
    details.push({ param: 'moduleId', message: `There is no module with id ${moduleId}.` });
  if (tutorId !== null && !(await trx.selectFrom('faculty').select('id').where('id', '=', tutorId).executeTakeFirst()))
    details.push({ param: 'tutorId', message: `There is no member of faculty with id ${tutorId}.` });
  if (moduleId !== null && year !== null) {
    let twin = trx
      .selectFrom('module_instances')
      .select('id')
      .where('module_id', '=', moduleId)
      .where('academic_year', '=', year)
      .where('hub', '=', hub);
    if (id !== null) twin = twin.where('id', '!=', id);
    if (await twin.executeTakeFirst())
      details.push({
        param: 'hub',
        message: `This module already has an instance at ${hub} in ${academicYear(year)}.`,
      });
  }
  if (id !== null && before !== null) {
    const placed = await trx
      .selectFrom('results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('module_instance_id', '=', id)
      .executeTakeFirstOrThrow();
    const students = Number(placed.n);
    if (students > 0 && moduleId !== before.moduleId)
      details.push({ param: 'moduleId', message: `${students} students are placed on it: it stays on its module.` });
    const capacity = num(after.capacity);
    if (capacity !== null && capacity < students)
      details.push({ param: 'capacity', message: `${students} students are placed on it already.` });
  }
  if (details.length > 0) throw validationFailed(details);
};
