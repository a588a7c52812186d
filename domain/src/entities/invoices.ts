import { z } from 'zod';
import { INTAKES } from '../payment-schedule.ts';
import type { EntityDefinition } from './entity-definition.ts';

// Issue 14 (feature `invoices`): invoices through the generic calls of spec 7.2 (list, ?schema,
// ?export=excel, custom export, record, history). Read-only there: invoices are made, issued and
// settled by the finance workflows (generation, issue, credit notes, payments), never edited as a
// record. Registered by the finance module while the feature is on, not in the registry every
// deployment serves.

const finance = ['students:invoice'];

export const invoices: EntityDefinition = {
  name: 'invoices',
  table: 'invoices',
  label: 'Invoice',
  labelPlural: 'Invoices',
  titleFields: ['number'],
  readOnly: true,
  fields: [
    {
      name: 'number',
      label: 'Number',
      schema: z.string().max(40),
      input: 'text',
      required: true,
      readOnly: true,
      sample: (n) => `INV-2026-${String(n).padStart(5, '0')}`,
    },
    {
      name: 'description',
      label: 'Description',
      schema: z.string().max(300),
      input: 'text',
      required: true,
      readOnly: true,
      cols: 12,
    },
    { name: 'payer', label: 'Payer', schema: z.string().max(200), input: 'text', required: true, readOnly: true },
    {
      name: 'status',
      label: 'Status',
      schema: z.string(),
      input: 'select',
      options: ['draft', 'issued'],
      required: true,
      readOnly: true,
    },
    { name: 'issuedOn', label: 'Issued on', schema: z.string(), input: 'date', required: true, readOnly: true },
    { name: 'dueOn', label: 'Due on', schema: z.string(), input: 'date', required: true, readOnly: true },
    {
      name: 'amountPence',
      label: 'Amount (pence)',
      schema: z.number().int(),
      input: 'number',
      required: true,
      readOnly: true,
    },
    { name: 'academicYear', label: 'Academic year', schema: z.number().int(), input: 'number', readOnly: true },
    { name: 'intake', label: 'Intake', schema: z.string(), input: 'select', options: INTAKES, readOnly: true },
    { name: 'classification', label: 'Fee classification', schema: z.string().max(20), input: 'text', readOnly: true },
    { name: 'instalmentNumber', label: 'Instalment', schema: z.number().int(), input: 'number', readOnly: true },
    { name: 'instalmentCount', label: 'Instalments', schema: z.number().int(), input: 'number', readOnly: true },
    {
      name: 'accountingStatus',
      label: 'Accounting status',
      schema: z.string().max(40),
      input: 'text',
      required: true,
      readOnly: true,
    },
    {
      name: 'accountingMessage',
      label: 'Accounting message',
      schema: z.string().max(2000),
      input: 'textarea',
      readOnly: true,
      cols: 12,
    },
  ],
  columns: [
    { field: 'number', width: 160 },
    { field: 'payer', width: 200 },
    { field: 'status' },
    { field: 'dueOn' },
    { field: 'amountPence' },
    { field: 'academicYear' },
    { field: 'intake' },
    { field: 'accountingStatus' },
  ],
  defaultSort: { field: 'dueOn', order: 'desc' },
  searchFields: ['number', 'payer'],
  filters: ['status', 'payer', 'academicYear', 'intake'],
  permissions: { list: finance, view: finance, create: finance, edit: finance, delete: finance, export: finance },
};
