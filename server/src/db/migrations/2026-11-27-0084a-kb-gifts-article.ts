import type { Kysely } from 'kysely';

// Issue 17: the knowledge base gains an article on gifts (recording one on the donor's page, Gift
// Aid, the Gifts list). Written out here, not read from the demo's copy, so this migration never
// changes; a page the college already has under the key is kept.

export const KB_GIFTS_PATH = 'kb/gifts';
export const KB_GIFTS_TITLE_0084A = 'Gifts: recording a gift, Gift Aid and the Gifts list';
export const KB_GIFTS_0084A =
  "Gifts are recorded against a donor, so open the donor first.\n\n## Recording a gift\n1. Open **Fundraising → Donors**, find the donor by name or CRM id and select the row. Their page lists their **Gifts** above the CRM page.\n2. Choose **Record a gift** (you need the right to edit donors).\n3. Enter the day it was **Received on** (DD/MM/YYYY, not after today) and the **Amount (£)** in pounds and pence, like 250.00; choose the **Fund** it is for and how it was **Paid by**.\n4. Tick **Gift Aid may be claimed** only for a donor who has made a Gift Aid declaration: the line under the box says whether their record holds one. Add any **Notes**.\n5. Choose **Record gift**. A problem shows in red under its field and in the list at the top of the form; nothing is saved until each is put right.\n\n## Gift Aid\nGift Aid is claimed only on gifts from a donor whose record holds a Gift Aid declaration: a gift marked claimable for anyone else is refused, so record the declaration on the donor first. HMRC must be able to trace every gift claimed on to a named donor and their declaration for six years after the end of the accounting year of the last such gift. So a donor who gave with Gift Aid in the last seven years cannot be anonymised yet: **Administration → Privacy** says until which day, and withdrawing their fundraising consent stops all contact meanwhile. Once a donor is anonymised their gifts stay in every total, under the anonymised name, with their notes removed.\n\n## The Gifts list\n**Fundraising → Gifts** lists every gift, newest first, with the total of all the gifts the filters match (every page, not only the one shown). Search by donor name or e-mail, narrow by **Fund** and **Paid by**, and choose **Export to Excel** for the rows as a spreadsheet. A gift recorded in error is taken out with **Remove** (with the right to delete donors); the audit log keeps what it was. **Fundraising → Alumni** adds each person's gifts into their lifetime giving.";

interface Pages {
  portal_pages: {
    path_key: string;
    title: string;
    category: string;
    body: string;
    published: number;
    updated_by_user_id: number | null;
    created_at: string;
    updated_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<Pages>;
  const now = new Date().toISOString();
  await k
    .insertInto('portal_pages')
    .values({
      path_key: KB_GIFTS_PATH,
      title: KB_GIFTS_TITLE_0084A,
      category: 'KB',
      body: KB_GIFTS_0084A,
      published: 1,
      updated_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('path_key').doNothing())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<Pages>;
  await k.deleteFrom('portal_pages').where('path_key', '=', KB_GIFTS_PATH).where('body', '=', KB_GIFTS_0084A).execute();
}
