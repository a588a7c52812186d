import type { ProgrammeCode } from '@collegium/domain/programme-levels';

// The wording of the demo student records: programme titles, essay titles, the reasons staff
// record for status changes and extensions, dissertation titles and learning-support notes, as a
// UK theological college's registry, tutors and disability adviser would write them.

export const PROGRAMME_TITLES: Record<ProgrammeCode, string> = {
  NLM: 'Certificate in New Leaders in Ministry',
  CertHE: 'Certificate of Higher Education in Theology, Ministry and Mission',
  DipHE: 'Diploma of Higher Education in Theology, Ministry and Mission',
  BTh: 'Bachelor of Theology (BTh) in Theology, Ministry and Mission',
  GradCert: 'Graduate Certificate in Theology, Ministry and Mission',
  GradDip: 'Graduate Diploma in Theology, Ministry and Mission',
  MA: 'MA in Theology, Ministry and Mission',
  PGCert: 'Postgraduate Certificate in Theology, Ministry and Mission',
  PGDip: 'Postgraduate Diploma in Theology, Ministry and Mission',
};

/** Essay titles by module code: the first is set early in the module, the second near its end. */
export const ESSAY_TITLES: Record<string, readonly [string, string]> = {
  BS4101: ['How does the story of Abraham shape the book of Genesis?', 'Exegesis of Psalm 22 (2,500 words)'],
  BS4102: ['What is distinctive about Mark’s portrait of Jesus?', 'Exegesis of Luke 15:11-32 (2,500 words)'],
  BS4103: ['Translation and commentary: Ruth 1:1-18', 'Grammar portfolio and vocabulary test'],
  BS4104: ['Translation and commentary: Mark 1:1-15', 'Grammar portfolio and vocabulary test'],
  CD4101: [
    'Why does the doctrine of the Trinity matter for Christian worship?',
    'What do Christians mean by calling Scripture the word of God?',
  ],
  CH4101: [
    'Why did the Council of Nicaea meet, and what did it settle?',
    'How did the early Church care for the poor?',
  ],
  MM4101: [
    'What is the mission of God, and where does the Church fit in it?',
    'Mission audit of your local parish (2,000 words)',
  ],
  PT4101: [
    'Reflective journal on a placement (3,000 words)',
    'Using a model of theological reflection, examine one pastoral encounter',
  ],
  SS4101: ['Annotated bibliography on a theological question of your choice', 'Essay plan and referencing exercise'],
  NL4101: [
    'What kind of leadership does the New Testament commend?',
    'Leadership portfolio with a reflection on a team you lead',
  ],
  BS5101: ['Why does Luke write a second volume?', 'Exegesis of John 4:1-42 (3,000 words)'],
  BS5102: [
    'How should Christians read Isaiah 53 today?',
    'What did Amos mean by justice, and how might a church preach it now?',
  ],
  CD5101: [
    'Assess the Chalcedonian Definition as an account of the person of Christ',
    'Does the cross need a single theory of atonement?',
  ],
  CH5101: [
    'How Protestant was the Church of England under Elizabeth I?',
    'Assess Cranmer’s contribution to the Book of Common Prayer',
  ],
  MM5101: [
    'What can a fresh expression of church learn from Acts?',
    'Plan for a church plant in a named context (3,000 words)',
  ],
  MM5102: [
    'How should a church welcome children in Sunday worship?',
    'Evaluate a youth ministry you know against a theology of childhood',
  ],
  PT5101: ['What makes pastoral care distinctively Christian?', 'Case study in bereavement ministry (3,000 words)'],
  PT5102: ['Design and justify an order of service for a Sunday in Advent', 'How does the Eucharist form a community?'],
  BS6101: ['What does Paul mean by justification in Romans 3?', 'Exegesis of 1 Corinthians 12 (4,000 words)'],
  CD6101: ['Is there a Christian case for assisted dying?', 'How should the Church respond to the climate crisis?'],
  CH6101: [
    'How did the Evangelical Revival shape Victorian Britain?',
    'Account for the decline of churchgoing in twentieth-century Britain',
  ],
  MM6101: [
    'Critically assess one model of collaborative leadership in the parish',
    'Leading change: a case study from your placement (4,000 words)',
  ],
  PT6101: ['Preach a sermon on a set text, with a written rationale', 'What makes a sermon faithful to its text?'],
  PT6102: ['Independent study project (8,000 words)', 'Independent study proposal'],
  BS7101: [
    'Critically compare two approaches to the interpretation of Scripture',
    'How should a preacher handle the violence of Joshua?',
  ],
  CD7101: [
    'Can theology speak to a secular public square?',
    'Critically assess a theology of culture from one modern theologian',
  ],
  PT7101: [
    'Theological reflection on a critical incident in ministry (5,000 words)',
    'Critically compare two methods of theological reflection',
  ],
  MM7101: [
    'Mission in a post-Christendom Britain: a critical review',
    'Research report on mission in a named community (5,000 words)',
  ],
  RM7101: [
    'Research proposal for a dissertation (3,000 words)',
    'Critically assess the ethics of researching one’s own congregation',
  ],
  MA7900: ['Dissertation (15,000 words)', 'Dissertation proposal'],
  CH4901: ['Why did Celtic Christianity spread so quickly in Northumbria?', 'Assess the Synod of Whitby'],
};

/** Modules assessed by a single piece of work. */
export const SINGLE_ASSIGNMENT = new Set(['MA7900', 'PT6102']);

export const IOS_REASONS = [
  'Bereavement: death of a parent; asked to pause for the rest of the term.',
  'Medical grounds: surgery and recovery expected to take several months (GP letter on file).',
  'Mental health: advised by GP to take a break from study; Student Support informed.',
  'Caring responsibilities: looking after a parent after a stroke.',
  'Vacancy in the benefice has doubled parish duties; will return next term.',
  'Maternity leave.',
  'Financial: waiting for diocesan funding to be confirmed.',
  'Moving house and job this term; asked to interrupt rather than fall behind.',
];

export const RETURN_REASONS = [
  'Returned from interruption; study plan agreed with personal tutor.',
  'Fit to resume study (GP letter on file); rejoining the current modules.',
  'Diocesan funding confirmed; returning to study.',
];

export const WITHDRAWAL_REASONS = [
  'Withdrew: work and family commitments leave too little time for study.',
  'Withdrew after discernment: no longer pursuing ordination training.',
  'Withdrew for financial reasons.',
  'Withdrew on health grounds; may reapply in future.',
  'Moved abroad with work; could not continue.',
  'Withdrew to take up a full-time youth work post.',
];

export const TERMINATION_REASONS = [
  'Terminated: no engagement or contact since the start of the year despite repeated attempts.',
  'Terminated: fees unpaid after the final reminder.',
  'Terminated: failed the resit of two modules and may not progress (exam board decision).',
  'Terminated following an academic misconduct panel.',
];

export const DEFERRAL_REASONS = [
  'Asked to defer a year: new baby due in the autumn.',
  'Asked to defer a year: diocese wants a further year in placement before training.',
  'Asked to defer a year: funding not yet in place.',
];

export const DID_NOT_START_REASONS = [
  'Did not arrive for induction and has not replied to emails or calls.',
  'Told us after registration that they would not be starting this year.',
];

export const RESI_ONLY_REASONS = [
  'Attending the residentials only this year while on placement; modules to follow.',
  'Ordinand from a partner college joining our residentials only.',
];

export const EXTENSION_REASONS = [
  'Hospital admission during the writing period (discharge letter attached).',
  'Bereavement: funeral of a close family member the week the essay is due.',
  'Covid-19 and a week in bed; GP fit note attached.',
  'Parish emergency: three funerals and a safeguarding incident in the same fortnight.',
  'Caring for a partner after an operation.',
  'Migraine episodes flared over the writing period (consultant letter on file).',
  'Learning-support plan allows extra time for long essays.',
  'House move delayed and no internet access for ten days.',
  'Unexpected extra shifts at work during a staff shortage.',
  'Child in hospital for a week.',
];

export const APPROVAL_NOTES = [
  'Evidence seen; approved.',
  'Approved; please keep your personal tutor informed.',
  'Approved in line with the learning-support plan.',
];
export const REJECTION_NOTES = [
  'Work pressure alone is not grounds for an extension; please talk to your personal tutor about planning.',
  'The evidence does not cover the dates asked for; you may apply again with further evidence.',
];

export const DISSERTATION_TITLES = [
  'Hospitality as mission: the welcome of strangers in three inner-city parishes',
  'Reading Lamentations with the bereaved: a study in pastoral hermeneutics',
  'Rural ministry and the multi-parish benefice: leadership, fatigue and hope',
  'The theology of the Eucharist in the Book of Common Prayer and Common Worship compared',
  'Children as disciples: a practical theology of all-age worship',
  'Food banks and the Church of England: charity, justice or both?',
  'Paul’s collection for Jerusalem and the economics of the early churches',
  'Pioneer ministry and the parish: partners or rivals?',
  'Lament in the Psalms and the worship of churches after the pandemic',
  'Bonhoeffer’s Life Together and Christian community in a commuter town',
  'Chaplaincy in further education colleges: a study of presence',
  'The doctrine of creation and the Church’s response to the climate crisis',
  'Evangelism among young adults: lessons from four church plants',
  'Women in the leadership of the early Methodist societies',
];

/** Learning-support categories (stored space-separated, so multi-word names are hyphenated). */
export const SUPPORT_NEEDS: Record<string, { needs: string; adjustments: string }> = {
  Dyslexia: {
    needs:
      'Dyslexia (assessed by an educational psychologist). Reads slowly and tires with dense academic texts; spelling and proofreading suffer under time pressure.',
    adjustments:
      'Reading lists and slides at least a week in advance; 25% extra time in timed assessments; spelling not penalised where meaning is clear; text-to-speech software.',
  },
  Dyspraxia: {
    needs:
      'Dyspraxia. Handwriting is slow and organising long pieces of work is hard; finds busy, unfamiliar rooms tiring.',
    adjustments:
      'Laptop for all written work; 25% extra time; essay planning sessions with the study skills adviser; a single room at residentials.',
  },
  ADHD: {
    needs:
      'ADHD (diagnosed as an adult). Finds it hard to sustain attention in long teaching sessions and to start large pieces of work.',
    adjustments:
      'Short breaks in sessions longer than an hour; interim deadlines agreed with the personal tutor; lecture recordings where available.',
  },
  Autism: {
    needs:
      'Autistic. Unannounced changes to the timetable and group work with strangers cause real distress; prefers written instructions.',
    adjustments:
      'Timetable changes notified in writing as early as possible; assessment briefs in writing; choice of group where group work is assessed; quiet room at residentials.',
  },
  'Mental-health': {
    needs:
      'Anxiety and depression, currently managed with GP support. Deadlines clustering together can trigger a relapse.',
    adjustments:
      'Deadlines spread where possible; extension requests considered promptly; regular check-ins with the personal tutor.',
  },
  'Visual-impairment': {
    needs: 'Partially sighted (registered). Cannot read standard print or small text on slides.',
    adjustments:
      'All handouts and slides in 18-point print and electronically in advance; seat at the front; screen-reader compatible reading.',
  },
  'Hearing-impairment': {
    needs: 'Moderate hearing loss in both ears; wears hearing aids and relies partly on lip-reading.',
    adjustments:
      'Hearing loop in teaching rooms; tutors to face the group when speaking; captions on recorded lectures; notes of group discussions.',
  },
  'Long-term-condition': {
    needs: 'Long-term condition (ME/CFS) with fluctuating energy; some days cannot study at all.',
    adjustments:
      'Flexible deadlines agreed in advance; online attendance when unwell; rest room available at residentials.',
  },
};
