// Words for the demo applications' answers (application-details.ts): what applicants write in the
// wizard and referees on the reference form, varied enough that no two records read alike.

export const QUALIFICATIONS = [
  'A levels (English, History, Religious Studies)',
  'BA Geography, University of Leeds',
  'BSc Nursing, University of Nottingham',
  'Level 3 Diploma in Health and Social Care',
  'GCSEs and an Access to Higher Education Diploma',
  'BA Theology, Durham University',
  'MA Social Work, University of Birmingham',
  'BEng Civil Engineering, University of Bristol',
  'PGCE (Primary), University of Exeter',
  'Certificate in Christian Studies (Cranmer Hall)',
];

export const NON_UK = [
  {
    nationality: 'Nigerian',
    status: 'A visa that allows study',
    visa: 'Skilled Worker visa until March 2028; my employer supports part-time study.',
    english: true,
  },
  { nationality: 'Kenyan', status: 'Settled status (indefinite leave to remain)', visa: '', english: true },
  { nationality: 'Polish', status: 'Pre-settled status', visa: '', english: false },
  {
    nationality: 'Brazilian',
    status: 'A visa that allows study',
    visa: 'Spouse visa until June 2027, to be extended.',
    english: false,
  },
  {
    nationality: 'South Korean',
    status: 'I would need a visa to study',
    visa: 'I would apply for a Student visa once I have an offer.',
    english: false,
  },
] as const;

export const ENGLISH_QUALIFICATIONS = [
  'IELTS Academic 7.0 (2024)',
  'IELTS Academic 6.5 (2025)',
  'Cambridge C1 Advanced, grade B',
  'TOEFL iBT 98 (2025)',
];

export const PLACEMENTS = [
  'St Aidan’s, a town-centre parish with a food bank',
  'Christ Church, a suburban parish with a large youth work',
  'St Mary’s, a rural benefice of five villages',
  'The cathedral’s chaplaincy team',
  'A fresh expression meeting in a community café',
  'The hospital chaplaincy at the infirmary',
  'St Luke’s, an estate parish with a new church plant',
];

export const SUPERVISOR_TITLES = ['Revd', 'Revd Canon', 'Revd Dr', 'The Ven', 'Revd Prebendary'];

export const CONCERNS = [
  'I work shifts as a nurse; my rota is set six weeks ahead, so I can plan around the hub evenings if I know the dates early.',
  'I care for my mother two evenings a week. My sister covers when I need her to, but I would be grateful for the dates of residentials as soon as possible.',
  'I have mild dyslexia and found extra time helpful in my degree.',
  'We are expecting our second child in the spring; I may need to pause for a term.',
  'My job involves some travel abroad, mostly in the summer.',
];

export const ATTENDANCE_QUERIES = [
  'I cannot attend the February residential, which falls in the half term when I am leading a parish youth trip. I could make up the sessions online.',
  'The summer school clashes with a family wedding abroad this year; every other residential is fine.',
  'Night shifts in September may keep me from the first residential; I am asking my manager to move them.',
];

export const RELATIONSHIPS = [
  'I am the vicar of the parish where the applicant worships and serves on the PCC.',
  'I was the applicant’s line manager for four years at a housing charity.',
  'I taught the applicant on our diocesan lay ministry course.',
  'I am the applicant’s spiritual director.',
  'I lead the youth work team in which the applicant volunteers each week.',
  'I supervised the applicant’s dissertation for their first degree.',
  'I am a churchwarden and have worked alongside the applicant on the parish mission team.',
];

export const TIMES_KNOWN = [
  'Three years',
  'Over ten years',
  'Eighteen months',
  'About six years',
  'Since 2019',
  'Four years',
];

export const INTERACTIONS = [
  'Warm and patient; people seek them out. They listen before they speak and handle disagreement in meetings with grace.',
  'A natural team member who brings others in. They took on leading our Alpha course and the group grew under them.',
  'Thoughtful and reliable. They can be reserved in large groups but are excellent one to one, especially with people who are struggling.',
  'Energetic and well liked by young people and their parents alike; they are learning to delegate rather than do everything themselves.',
  'Calm under pressure. During a difficult season in the parish they were a steadying presence for the congregation.',
];

export const POSTGRADUATE_READINESS = [
  'Yes. Their first-degree dissertation was one of the best I supervised that year, and they read widely and critically.',
  'I believe so: they write clearly and argue carefully, though they have been out of formal study for some years and may need support with referencing at first.',
  'Yes, without reservation. They already read theology at this level for their own preaching.',
];

export const REFERENCE_COMMENTS = [
  'I commend them warmly.',
  '',
  'They will need to guard their time: they say yes to everything.',
  'I would be glad to talk further if that would help.',
  '',
];

export const REVIEW_NOTES: Record<string, string[]> = {
  eligibility: ['Visa letter requested.', 'Checked passport at interview.'],
  references: ['Second reference chased by phone.', 'Both references strong.'],
  finances: ['Diocese paying fees; confirmed by the DDO.', 'Self-funding; bursary form sent.'],
  attendance: ['Agreed to make up the February residential online.'],
  qualifications: ['Transcript seen.', 'Access Diploma certificate seen.'],
  nextSteps: ['Interview held; offer recommended.'],
};
