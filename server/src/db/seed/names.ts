// Names and streets for the demo people. faker's en_GB locale borrows its names from the US
// lists, so the demo data carries its own: names common in Britain today, across its communities.

export const FEMALE_NAMES = [
  'Abigail', 'Aisha', 'Alice', 'Alison', 'Amelia', 'Anna', 'Bethany', 'Blessing', 'Caroline', 'Catherine',
  'Catriona', 'Charlotte', 'Chioma', 'Chloe', 'Claire', 'Deborah', 'Eleanor', 'Elizabeth', 'Ella', 'Emily',
  'Emma', 'Esther', 'Fiona', 'Florence', 'Georgina', 'Gillian', 'Grace', 'Hannah', 'Harriet', 'Helen',
  'Imogen', 'Isla', 'Janet', 'Jennifer', 'Jessica', 'Joanna', 'Katherine', 'Laura', 'Lucy', 'Lydia',
  'Margaret', 'Maria', 'Megan', 'Mei', 'Naomi', 'Niamh', 'Olivia', 'Philippa', 'Priya', 'Rachel',
  'Rebecca', 'Rhiannon', 'Rosemary', 'Ruth', 'Sarah', 'Siobhan', 'Sophie', 'Susan', 'Victoria', 'Zara',
] as const;

export const MALE_NAMES = [
  'Adrian', 'Alexander', 'Andrew', 'Benjamin', 'Caleb', 'Callum', 'Christopher', 'Ciaran', 'Daniel', 'David',
  'Declan', 'Edward', 'Emmanuel', 'Euan', 'Felix', 'Gareth', 'George', 'Giles', 'Graham', 'Hamish',
  'Harry', 'Henry', 'Hugh', 'Ian', 'Isaac', 'Jack', 'James', 'Jeremy', 'Jonathan', 'Joseph',
  'Joshua', 'Kevin', 'Kwame', 'Luke', 'Mark', 'Martin', 'Matthew', 'Michael', 'Nathan', 'Neil',
  'Nicholas', 'Oliver', 'Owen', 'Paul', 'Peter', 'Philip', 'Rajesh', 'Reuben', 'Rhys', 'Richard',
  'Robert', 'Rupert', 'Samuel', 'Simon', 'Stephen', 'Thomas', 'Timothy', 'Toby', 'Tunde', 'William',
] as const;

export const SURNAMES = [
  'Adeyemi', 'Ahmed', 'Allen', 'Anderson', 'Ashworth', 'Atkinson', 'Baker', 'Barker', 'Bell', 'Bennett',
  'Brennan', 'Brown', 'Campbell', 'Carter', 'Chen', 'Clarke', 'Collins', 'Cook', 'Cooper', 'Cox',
  'Da Silva', 'Davies', 'Dawson', 'Doyle', 'Edwards', 'Evans', 'Fletcher', 'Fox', 'Fraser', 'Gibson',
  'Graham', 'Gray', 'Green', 'Griffiths', 'Hall', 'Harrison', 'Henderson', 'Hill', 'Holmes', 'Hughes',
  'Hunt', 'Hussain', 'Jackson', 'James', 'Jenkins', 'Johnson', 'Jones', 'Kaur', 'Kelly', 'Khan',
  'King', 'Knight', 'Kowalski', 'Lawrence', 'Lee', 'Lewis', 'Lloyd', 'MacDonald', 'Marshall', 'Martin',
  'Mason', 'Matthews', 'Mensah', 'Mitchell', 'Moore', 'Morgan', 'Morris', 'Murphy', 'Murray', 'Nowak',
  "O'Connor", 'Okafor', 'Osei', 'Owen', 'Palmer', 'Parker', 'Patel', 'Pearson', 'Phillips', 'Powell',
  'Price', 'Pritchard', 'Rees', 'Reid', 'Reynolds', 'Richardson', 'Roberts', 'Robinson', 'Rose', 'Saunders',
  'Scott', 'Shaw', 'Singh', 'Smith', 'Spencer', 'Stevens', 'Stewart', 'Taylor', 'Thompson', 'Turner',
  'Walker', 'Ward', 'Watson', 'Webb', 'West', 'Wheeler', 'White', 'Whitehead', 'Williams', 'Wilson',
  'Wong', 'Wood', 'Wright', 'Young',
] as const;

/** Short forms some people go by (their preferred name). */
export const SHORT_NAMES: Readonly<Record<string, string>> = {
  Alexander: 'Alex',
  Benjamin: 'Ben',
  Catherine: 'Cathy',
  Christopher: 'Chris',
  Daniel: 'Dan',
  Elizabeth: 'Beth',
  Jennifer: 'Jenny',
  Jonathan: 'Jon',
  Katherine: 'Kate',
  Margaret: 'Maggie',
  Matthew: 'Matt',
  Nicholas: 'Nick',
  Philippa: 'Pippa',
  Rebecca: 'Becky',
  Robert: 'Rob',
  Samuel: 'Sam',
  Susan: 'Sue',
  Thomas: 'Tom',
  Timothy: 'Tim',
  Victoria: 'Vicky',
  William: 'Will',
};

export const STREETS = [
  'Church Road', 'Station Road', 'High Street', 'Victoria Road', 'Mill Lane', 'Park Avenue', 'The Crescent',
  'Queen Street', 'King Street', 'Chapel Lane', 'Vicarage Close', 'Green Lane', 'Manor Road', 'School Lane',
  'Westfield Road', 'Orchard Way', 'The Green', 'Albert Road', 'Grange Road', 'North Street', 'Cedar Close',
  'Abbey Road', 'Meadow View', 'Kingsway', 'Beech Grove', 'Elm Grove', 'Priory Road', 'Cathedral Close',
  'St Andrew’s Road', 'Bridge Street', 'London Road', 'New Street', 'Windsor Avenue', 'Hillside Drive',
] as const;
