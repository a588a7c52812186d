// spec 9: the HESA country code the college reports under (E = England).
export const HESA_COUNTRY_CODE = 'E';
