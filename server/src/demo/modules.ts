import type { ProgrammeCode, ProgrammeLevel } from '@collegium/domain/programme-levels';
import { insertAll, type Trx } from './batch.ts';

// The demo module catalogue. Undergraduate modules meet in hub weeks with residentials (spec 5:
// template R1 when the first residential is in September, R2 otherwise); MA modules have
// neither (template MA).

type ModuleSeed = [
  code: string,
  title: string,
  credits: number,
  level: ProgrammeLevel,
  programme: ProgrammeCode,
  pattern: keyof typeof PATTERNS,
];

const PATTERNS = {
  autumnStart: { hubWeeks: 'Sept, Jan, Apr', residentials: 'Sept residential, Feb residential' },
  springStart: { hubWeeks: 'Jan, Mar, May', residentials: 'Feb residential' },
  hubOnly: { hubWeeks: 'Oct, Nov, Feb, Mar', residentials: null },
  postgraduate: { hubWeeks: null, residentials: null },
} as const;

const MODULES: readonly ModuleSeed[] = [
  ['BS4101', 'Introduction to the Old Testament', 20, '4', 'CertHE', 'autumnStart'],
  ['BS4102', 'Introduction to the New Testament', 20, '4', 'CertHE', 'autumnStart'],
  ['BS4103', 'Biblical Hebrew', 20, '4', 'BTh', 'springStart'],
  ['BS4104', 'New Testament Greek', 20, '4', 'BTh', 'springStart'],
  ['CD4101', 'Introducing Christian Doctrine', 20, '4', 'CertHE', 'autumnStart'],
  ['CH4101', 'The Early Church', 20, '4', 'CertHE', 'autumnStart'],
  ['MM4101', 'Foundations for Mission', 20, '4', 'CertHE', 'autumnStart'],
  ['PT4101', 'Reflective Practice in Ministry', 20, '4', 'CertHE', 'autumnStart'],
  ['SS4101', 'Study Skills for Theology', 10, '4', 'CertHE', 'hubOnly'],
  ['NL4101', 'Foundations of Leadership in Ministry', 20, '4', 'NLM', 'springStart'],
  ['BS5101', 'The Gospels and Acts', 20, '5', 'DipHE', 'autumnStart'],
  ['BS5102', 'The Prophets', 20, '5', 'DipHE', 'autumnStart'],
  ['CD5101', 'Christology', 20, '5', 'DipHE', 'autumnStart'],
  ['CH5101', 'The Reformation in England', 20, '5', 'DipHE', 'springStart'],
  ['MM5101', 'Evangelism and Church Planting', 20, '5', 'DipHE', 'autumnStart'],
  ['MM5102', "Youth and Children's Ministry", 20, '5', 'DipHE', 'springStart'],
  ['PT5101', 'Pastoral Care', 20, '5', 'DipHE', 'autumnStart'],
  ['PT5102', 'Worship and Liturgy', 20, '5', 'DipHE', 'hubOnly'],
  ['BS6101', 'The Letters of Paul', 20, '6', 'BTh', 'autumnStart'],
  ['CD6101', 'Christian Ethics', 20, '6', 'BTh', 'autumnStart'],
  ['CH6101', 'Christianity in Britain since 1800', 20, '6', 'GradDip', 'springStart'],
  ['MM6101', 'Leadership in Ministry', 20, '6', 'BTh', 'autumnStart'],
  ['PT6101', 'Preaching', 20, '6', 'GradCert', 'autumnStart'],
  ['PT6102', 'Independent Study', 40, '6', 'BTh', 'hubOnly'],
  ['BS7101', 'Biblical Hermeneutics', 30, '7', 'MA', 'postgraduate'],
  ['CD7101', 'Theology and Contemporary Culture', 30, '7', 'MA', 'postgraduate'],
  ['PT7101', 'Theological Reflection', 30, '7', 'PGCert', 'postgraduate'],
  ['MM7101', 'Mission in Contemporary Britain', 30, '7', 'PGDip', 'postgraduate'],
  ['RM7101', 'Research Methods in Theology', 30, '7', 'MA', 'postgraduate'],
  ['MA7900', 'Dissertation', 60, '7Diss', 'MA', 'postgraduate'],
  ['CH4901', 'Celtic Christianity', 20, '4', 'CertHE', 'springStart'],
];

/** Modules no longer taught, kept for the records of past students. */
const RETIRED = new Set(['CH4901', 'PT6102']);

export async function seedModules(trx: Trx, now: string): Promise<number> {
  const ids = await insertAll(
    trx,
    'modules',
    MODULES.map(([code, title, credits, level, programme, pattern]) => ({
      code,
      title,
      credits,
      level,
      programme,
      hub_weeks: PATTERNS[pattern].hubWeeks,
      residentials: PATTERNS[pattern].residentials,
      active: RETIRED.has(code) ? 0 : 1,
      // Issue 18: the dissertation is double marked (first and second marker, spec 4.6).
      double_marked: level === '7Diss' ? 1 : 0,
      created_at: now,
      updated_at: now,
    })),
  );
  return ids.length;
}
