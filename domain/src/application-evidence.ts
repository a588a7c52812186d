// spec 3, 9: who supplied a piece of application evidence.
export const EVIDENCE_SOURCES = ['Applicant', 'Diocese'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

// spec 9: the kinds of application evidence.
export const EVIDENCE_TYPES = ['Exegesis', 'Finance', 'BAP stage 2 recommendation', 'Safeguarding'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
