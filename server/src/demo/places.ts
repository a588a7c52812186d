// Where the demo college works: its hubs and the towns around each, so a demo person's town,
// county and postcode agree with one another and with their hub.

/** The hubs (regional teaching centres); 'Online' students live anywhere. */
export const HUBS = ['London', 'Birmingham', 'Manchester', 'Bristol', 'Durham', 'Online'] as const;
export type Hub = (typeof HUBS)[number];

export interface Place {
  city: string;
  county: string;
  /** The outward part of the postcode, e.g. 'DH1'. */
  district: string;
  hub: Exclude<Hub, 'Online'>;
}

export const PLACES: readonly Place[] = [
  { city: 'London', county: 'Greater London', district: 'SE1', hub: 'London' },
  { city: 'London', county: 'Greater London', district: 'N7', hub: 'London' },
  { city: 'Croydon', county: 'Greater London', district: 'CR0', hub: 'London' },
  { city: 'Guildford', county: 'Surrey', district: 'GU1', hub: 'London' },
  { city: 'Chelmsford', county: 'Essex', district: 'CM1', hub: 'London' },
  { city: 'St Albans', county: 'Hertfordshire', district: 'AL1', hub: 'London' },
  { city: 'Canterbury', county: 'Kent', district: 'CT1', hub: 'London' },
  { city: 'Birmingham', county: 'West Midlands', district: 'B15', hub: 'Birmingham' },
  { city: 'Coventry', county: 'West Midlands', district: 'CV1', hub: 'Birmingham' },
  { city: 'Worcester', county: 'Worcestershire', district: 'WR1', hub: 'Birmingham' },
  { city: 'Lichfield', county: 'Staffordshire', district: 'WS13', hub: 'Birmingham' },
  { city: 'Leicester', county: 'Leicestershire', district: 'LE1', hub: 'Birmingham' },
  { city: 'Nottingham', county: 'Nottinghamshire', district: 'NG1', hub: 'Birmingham' },
  { city: 'Manchester', county: 'Greater Manchester', district: 'M14', hub: 'Manchester' },
  { city: 'Stockport', county: 'Greater Manchester', district: 'SK4', hub: 'Manchester' },
  { city: 'Bolton', county: 'Greater Manchester', district: 'BL1', hub: 'Manchester' },
  { city: 'Liverpool', county: 'Merseyside', district: 'L15', hub: 'Manchester' },
  { city: 'Chester', county: 'Cheshire', district: 'CH1', hub: 'Manchester' },
  { city: 'Preston', county: 'Lancashire', district: 'PR1', hub: 'Manchester' },
  { city: 'Bristol', county: 'Bristol', district: 'BS6', hub: 'Bristol' },
  { city: 'Bath', county: 'Somerset', district: 'BA1', hub: 'Bristol' },
  { city: 'Gloucester', county: 'Gloucestershire', district: 'GL1', hub: 'Bristol' },
  { city: 'Cheltenham', county: 'Gloucestershire', district: 'GL50', hub: 'Bristol' },
  { city: 'Exeter', county: 'Devon', district: 'EX4', hub: 'Bristol' },
  { city: 'Salisbury', county: 'Wiltshire', district: 'SP1', hub: 'Bristol' },
  { city: 'Durham', county: 'County Durham', district: 'DH1', hub: 'Durham' },
  { city: 'Darlington', county: 'County Durham', district: 'DL1', hub: 'Durham' },
  { city: 'Newcastle upon Tyne', county: 'Tyne and Wear', district: 'NE2', hub: 'Durham' },
  { city: 'Sunderland', county: 'Tyne and Wear', district: 'SR2', hub: 'Durham' },
  { city: 'York', county: 'North Yorkshire', district: 'YO10', hub: 'Durham' },
  { city: 'Carlisle', county: 'Cumbria', district: 'CA1', hub: 'Durham' },
];

/** Church of England dioceses that send candidates (their names as an application records them). */
export const DIOCESES = [
  'Birmingham',
  'Bristol',
  'Carlisle',
  'Chester',
  'Durham',
  'Exeter',
  'Lichfield',
  'Liverpool',
  'London',
  'Manchester',
  'Newcastle',
  'Southwark',
  'York',
] as const;

/** Pathways through a programme; null for none. */
export const PATHWAYS = ['Ordination', 'Youth and Children', 'Pioneer Ministry', 'Theology', null] as const;
