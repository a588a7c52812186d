import { z } from 'zod';
import { isoDate, linkedNameFields, notesField, text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { DATE_RANGES } from '../date-bounds.ts';
import { LOOKUP_DEFAULTS } from '../lookup-lists.ts';

// Consents (spec 2.4, 2.5): what a person has agreed the college may do with their details,
// when and how they said so. Issue 17: each record is one grant or withdrawal, kept as history
// (the server refuses to change or delete one); the current state is the latest record per person
// and purpose (consent-state.ts).

/** The defaults of the System data list of consent purposes. */
export const CONSENT_TYPES = LOOKUP_DEFAULTS['consent-purposes'];

/** How the consent was given or withdrawn. */
export const CONSENT_METHODS = ['Online form', 'Paper form', 'E-mail', 'Telephone', 'In person', 'Portal'] as const;

export const consents: EntityDefinition = {
  name: 'consents',
  table: 'consents',
  label: 'Consent',
  labelPlural: 'Consents',
  person: true,
  titleFields: ['firstName', 'lastName', 'consentType'],
  fields: [
    ...linkedNameFields,
    {
      name: 'consentType',
      label: 'Consent to',
      schema: z.string(),
      input: 'select',
      lookup: 'consent-purposes',
      required: true,
    },
    {
      name: 'given',
      label: 'Given',
      schema: z.boolean(),
      input: 'checkbox',
      required: true,
      cols: 2,
      help: 'Ticked: the consent was given; unticked: it was withdrawn.',
    },
    {
      name: 'givenOn',
      label: 'Given or withdrawn on',
      schema: isoDate(DATE_RANGES.collegeRecord),
      input: 'date',
      cols: 4,
    },
    { name: 'method', label: 'Method', schema: z.string(), input: 'select', options: CONSENT_METHODS },
    {
      name: 'wordingVersion',
      label: 'Wording version',
      schema: text(50),
      input: 'text',
      help: 'The version of the consent wording the person saw.',
    },
    {
      name: 'evidence',
      label: 'Evidence',
      schema: text(500),
      input: 'textarea',
      cols: 12,
      help: "The form's record, a note of the call, or where the signed paper is kept.",
    },
    { name: 'recordedBy', label: 'Recorded by', schema: text(200), input: 'text', readOnly: true },
    notesField,
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'consentType', width: 220 },
    { field: 'given', width: 90 },
    { field: 'givenOn', width: 130 },
    { field: 'method', width: 130 },
  ],
  defaultSort: { field: 'givenOn', order: 'desc' },
  searchFields: ['lastName', 'firstName', 'email'],
  filters: ['consentType', 'given', 'method'],
  permissions: areaPermissions('consents'),
  appendOnly: true,
};
