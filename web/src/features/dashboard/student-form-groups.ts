import type { MenuNode } from '@collegium/domain/menu';
import { joinPath } from '@collegium/domain/menu';

// spec 2.6: the student dashboard shows a card per form group that has at least one page the
// student can open. Pages directly in the forms area form the first group.

export interface FormLink {
  key: string;
  title: string;
  to: string;
  /** Issue 5: the form's entry in GET forms/student/status `done`, for its done / to do mark. */
  doneKey?: FormDoneKey;
}

/** Issue 5: which forms the status call reports as done (StudentStatusView['done']). */
export type FormDoneKey =
  'personalDetails' | 'emergencyContacts' | 'residentialRequirements' | 'dbs' | 'safeguarding' | 'hesa';
const DONE_KEYS: Readonly<Record<string, FormDoneKey>> = {
  'forms.personal-details': 'personalDetails',
  'forms.emergency-contacts': 'emergencyContacts',
  'forms.residential-requirements': 'residentialRequirements',
  'forms.dbs': 'dbs',
  'forms.safeguarding': 'safeguarding',
  'forms.hesa': 'hesa',
};

export interface FormGroup {
  key: string;
  title: string;
  icon?: string;
  links: FormLink[];
}

export const STUDIES_GROUP_TITLE = 'My studies';

/** The groups of the (already permission- and screen-filtered) forms area. */
export function studentFormGroups(visibleMenu: readonly MenuNode[]): FormGroup[] {
  const area = visibleMenu.find((n) => n.key === 'forms');
  if (area?.children === undefined) return [];
  const base = joinPath(area.path);
  const links = (nodes: readonly MenuNode[], prefix: string): FormLink[] =>
    nodes
      .filter((n) => n.children === undefined && n.href === undefined)
      .map((n) => {
        const doneKey = DONE_KEYS[n.key];
        return { key: n.key, title: n.title, to: joinPath(prefix, n.path), ...(doneKey ? { doneKey } : {}) };
      });
  const groups: FormGroup[] = [{ key: 'forms.studies', title: STUDIES_GROUP_TITLE, links: links(area.children, base) }];
  for (const sub of area.children) {
    if (sub.children === undefined) continue;
    const prefix = joinPath(base, sub.path);
    groups.push({
      key: sub.key,
      title: sub.title,
      ...(sub.icon ? { icon: sub.icon } : {}),
      links: links(sub.children, prefix),
    });
  }
  return groups.filter((g) => g.links.length > 0);
}
