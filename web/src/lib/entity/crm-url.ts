// spec 2.5: the donor page shows the external CRM's page for the donor. The public configuration's
// `crmUrlTemplate` holds `{id}` where the donor's CRM id goes.

export function crmUrl(template: string | null, crmId: string | null | undefined): string | null {
  if (!template || !crmId) return null;
  return template.split('{id}').join(encodeURIComponent(crmId));
}
