import { describe, expect, it } from 'vitest';
import { adhocSqlProblem } from './adhoc-queries.ts';

const TABLES = ['users', 'sessions', 'students', 'files'];
const problem = (sql: string) => adhocSqlProblem(sql, TABLES);

describe('adhocSqlProblem', () => {
  it('lets a read of the reporting views through', () => {
    expect(problem("select * from report_students where hub = 'Durham'")).toBeNull();
    expect(problem('WITH x AS (SELECT hub, count(*) n FROM report_students GROUP BY hub) SELECT * FROM x;')).toBeNull();
    // Words inside strings and comments are text, not SQL.
    expect(problem("select 'delete from users' as t from report_students -- drop table x")).toBeNull();
    // A table's name as a column alias or a view's alias is no table read.
    expect(problem('select hub, count(*) as students from report_students as sessions group by hub')).toBeNull();
    expect(
      problem('select s.hub from report_students s join report_engagements e on e.student_id = s.student_id'),
    ).toBeNull();
  });

  it('refuses writes, several statements and anything but a query', () => {
    expect(problem('delete from report_students')).toMatch(/Only a SELECT/);
    expect(problem('select 1; delete from report_students')).toMatch(/one statement/);
    expect(problem('with d as (delete from report_students returning *) select * from d')).toMatch(/DELETE/);
    expect(problem('select * from report_students for update')).toMatch(/UPDATE/);
    expect(problem('select * into copy_of from report_students')).toMatch(/INTO/);
    expect(problem("select set_config('statement_timeout', '0', true)")).toMatch(/SET_CONFIG/);
    expect(problem('')).toMatch(/Write a query/);
  });

  it('refuses tables and catalogues, however they are written', () => {
    expect(problem('select * from users')).toMatch(/“users” is a table/);
    expect(problem('select * from report_students, "Sessions"')).toMatch(/“sessions” is a table/);
    expect(problem('select * from pg_catalog.pg_authid')).toMatch(/catalogue/);
    expect(problem('select * from public.users')).toMatch(/“users” is a table/);
    expect(problem('select * from report_students a join "STUDENTS" b on true')).toMatch(/“students” is a table/);
    expect(problem('select (select count(*) from files) as n from report_students')).toMatch(/“files” is a table/);
    expect(problem('select * from (select 1 as a from report_students) x, users')).toMatch(/“users” is a table/);
    expect(problem("select 1 from report_students where 'x' in sessions")).toMatch(/“sessions” is a table/);
    expect(problem("select * from pragma_table_info('users')")).toMatch(/catalogue/);
    expect(problem('select * from sqlite_master')).toMatch(/catalogue/);
    expect(problem("select query_to_xml('select * from users', true, true, '')")).toMatch(/QUERY_TO_XML/);
  });
});
