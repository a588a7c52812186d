import { describe, expect, it } from 'vitest';
import {
  CODED_FIELDS,
  type CodedFieldName,
  codeLabel,
  rawCodes,
  readableNames,
  REPORT_CODED_FILTERS,
  REPORT_FIGURES,
  reportFilterValueLabel,
} from './coded-fields.ts';
import { leadsReport, LEAD_REPORT_FILTERS } from './lead-report.ts';
import {
  APPLICATION_REPORT_FILTERS,
  applicationsReport,
  MARKETING_REPORT_FILTERS,
  marketingReport,
  STUDENT_REPORT_FILTERS,
  studentsReport,
} from './reporting-contracts.ts';

// Issue 19: a raw code never reaches a display. Every figure of every report is declared as a
// coded field's (and so labelled from its catalogue) or as free values; every code of every coded
// field has a label; the codes that read otherwise are known.

const REPORTS = {
  students: { schema: studentsReport, filters: STUDENT_REPORT_FILTERS },
  applications: { schema: applicationsReport, filters: APPLICATION_REPORT_FILTERS },
  marketing: { schema: marketingReport, filters: MARKETING_REPORT_FILTERS },
  leads: { schema: leadsReport, filters: LEAD_REPORT_FILTERS },
} as const;

/** A report's count figures: `byX` (byYear aside: years read as 2026/27) and `xByYear`. */
const figuresOf = (schema: { shape: object }) =>
  Object.keys(schema.shape).filter((k) => (/^by[A-Z]/.test(k) && k !== 'byYear') || /ByYear$/.test(k));

describe('coded fields', () => {
  it.each(Object.keys(REPORTS) as (keyof typeof REPORTS)[])(
    'the %s report declares each of its figures coded or free',
    (page) => {
      expect(Object.keys(REPORT_FIGURES[page]).sort()).toEqual(figuresOf(REPORTS[page].schema).sort());
    },
  );

  it.each(Object.keys(REPORTS) as (keyof typeof REPORTS)[])('the %s report labels only its own filters', (page) => {
    for (const name of Object.keys(REPORT_CODED_FILTERS[page])) {
      expect(REPORTS[page].filters as readonly string[]).toContain(name);
    }
  });

  it.each(Object.keys(CODED_FIELDS) as CodedFieldName[])('gives every %s code a label', (field) => {
    for (const code of CODED_FIELDS[field].codes) {
      const label = codeLabel(field, code);
      expect(label.trim()).not.toBe('');
      expect(readableNames(field).has(label)).toBe(true);
    }
  });

  it('names the invoice states and report groups for people, and the applications by their catalogue', () => {
    expect(codeLabel('invoiceState', 'part-paid')).toBe('Part-paid');
    expect(codeLabel('leadReportGroup', 'wtco')).toBe('WTCO');
    expect(codeLabel('applicationStatus', 'Confirmed')).toBe('Confirmed (deposit paid)');
    // Submitted and unfinished applications disagree on its name: counted together, it reads as stored.
    expect(codeLabel('applicationStatus', 'Rejected')).toBe('Rejected');
    expect(readableNames('applicationStatus').has('Rejected (by SPI)')).toBe(true);
    expect(reportFilterValueLabel('applications', 'status', 'Confirmed')).toBe('Confirmed (deposit paid)');
    expect(reportFilterValueLabel('applications', 'programme', 'BTh')).toBeUndefined();
  });

  it('knows the codes that are no name anywhere', () => {
    const raw = rawCodes();
    for (const code of [
      'draft',
      'issued',
      'part-paid',
      'paid',
      'overdue',
      'credited',
      'always',
      'wtco',
      'admin',
      'archive',
    ])
      expect(raw.has(code), code).toBe(true);
    for (const name of ['Current', 'Pending', 'Confirmed', 'Mailing list']) expect(raw.has(name), name).toBe(false);
  });
});
