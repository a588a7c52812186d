import { type ReviewSection, SPECIAL_CATEGORY_SECTIONS } from '@collegium/domain/section-review-statuses';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ReviewRecord } from '@collegium/domain/application-review';
import { reviewRecord } from '../application-review/review-record.ts';

// spec 2.5 fc-applications: the applications for flexible study (the course step's `flexi`,
// spec 3), read by the flexible-study coordinator (fc-applications:view) without the rights of
// admissions. Only flexi applications are reachable: any other id reads as 404, so the
// permission opens nothing else. Read-only: the record is the review record admissions see, less
// what the coordinator has no need of (the declarations' convictions and support needs, which
// are special-category data, and the statuses it could move to).

export async function readFlexiApplication(db: Kysely<Database>, id: number): Promise<ReviewRecord> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where('flexi', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no flexible study application with id ${id}.`);
  const record = await reviewRecord(db, id);
  const declarations = record.answers.declarations as
    { truthful?: unknown; dataProtection?: unknown } | null | undefined;
  return {
    ...record,
    answers: {
      ...record.answers,
      declarations: declarations
        ? { truthful: declarations.truthful, dataProtection: declarations.dataProtection }
        : null,
    },
    // Nor admissions' notes on health, support needs and convictions.
    sections: record.sections.map((s) =>
      SPECIAL_CATEGORY_SECTIONS.includes(s.section as ReviewSection) ? { ...s, notes: '' } : s,
    ),
    nextStatuses: [],
  };
}
