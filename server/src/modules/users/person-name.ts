// How a person is named to others: their preferred name, else first name, then the surname.
export function personName(p: { first_name: string; last_name: string; preferred_name: string | null }): string {
  return `${p.preferred_name?.trim() || p.first_name} ${p.last_name}`.trim();
}
