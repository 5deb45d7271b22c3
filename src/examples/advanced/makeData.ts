export interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  jobTitle: string;
  /** Yearly salary in US dollars. */
  salary: number;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  city: string;
  active: boolean;
  note: string;
}

// 20 fixed rows (two pages of 10): the same on the server and in the browser
export const initialData: Employee[] = [
  {id: 'e1', firstName: 'Ava', lastName: 'Okafor', email: 'ava.okafor@example.com', department: 'Engineering', jobTitle: 'Staff Engineer', salary: 148000, startDate: '2016-03-14', city: 'Portland', active: true, note: 'Leads the payments platform and mentors new hires.'},
  {id: 'e2', firstName: 'Liam', lastName: 'Lindqvist', email: 'liam.lindqvist@example.com', department: 'Sales', jobTitle: 'Account Executive', salary: 92000, startDate: '2019-07-01', city: 'Stockholm', active: true, note: 'Covers the Nordic enterprise accounts.'},
  {id: 'e3', firstName: 'Maya', lastName: 'Moreau', email: 'maya.moreau@example.com', department: 'Design', jobTitle: 'Product Designer', salary: 104000, startDate: '2020-01-20', city: 'Lyon', active: true, note: 'Owns the design system and its documentation.'},
  {id: 'e4', firstName: 'Noah', lastName: 'Tanaka', email: 'noah.tanaka@example.com', department: 'Engineering', jobTitle: 'Frontend Engineer', salary: 121000, startDate: '2021-09-06', city: 'Osaka', active: true, note: 'Builds the customer dashboard.'},
  {id: 'e5', firstName: 'Zoe', lastName: 'Novak', email: 'zoe.novak@example.com', department: 'Support', jobTitle: 'Support Specialist', salary: 61000, startDate: '2022-02-14', city: 'Prague', active: true, note: 'Answers tier-two tickets in three languages.'},
  {id: 'e6', firstName: 'Omar', lastName: 'Haddad', email: 'omar.haddad@example.com', department: 'Finance', jobTitle: 'Controller', salary: 133000, startDate: '2015-11-02', city: 'Beirut', active: true, note: 'Runs the monthly close and the audits.'},
  {id: 'e7', firstName: 'Ines', lastName: 'Calder', email: 'ines.calder@example.com', department: 'Marketing', jobTitle: 'Content Lead', salary: 88000, startDate: '2018-05-28', city: 'Lisbon', active: false, note: 'On sabbatical, writing a novel.'},
  {id: 'e8', firstName: 'Kofi', lastName: 'Mensah', email: 'kofi.mensah@example.com', department: 'Engineering', jobTitle: 'Data Engineer', salary: 126000, startDate: '2019-10-15', city: 'Accra', active: true, note: 'Keeps the data warehouse fed and tidy.'},
  {id: 'e9', firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', department: 'Engineering', jobTitle: 'Engineering Manager', salary: 162000, startDate: '2014-04-07', city: 'Chennai', active: true, note: 'Manages the platform teams.'},
  {id: 'e10', firstName: 'Lucas', lastName: 'Silva', email: 'lucas.silva@example.com', department: 'Sales', jobTitle: 'Sales Engineer', salary: 99000, startDate: '2023-03-13', city: 'Recife', active: true, note: 'Runs technical demos for prospects.'},
  {id: 'e11', firstName: 'Hanna', lastName: 'Berg', email: 'hanna.berg@example.com', department: 'Support', jobTitle: 'Support Lead', salary: 78000, startDate: '2017-08-21', city: 'Bergen', active: true, note: 'Writes the help center and trains the team.'},
  {id: 'e12', firstName: 'Mateo', lastName: 'Rossi', email: 'mateo.rossi@example.com', department: 'Design', jobTitle: 'UX Researcher', salary: 97000, startDate: '2022-06-30', city: 'Turin', active: false, note: 'Left to start a studio; account kept for handover.'},
  {id: 'e13', firstName: 'Sofia', lastName: 'Kowalski', email: 'sofia.kowalski@example.com', department: 'Marketing', jobTitle: 'Growth Marketer', salary: 84000, startDate: '2021-01-11', city: 'Kraków', active: true, note: 'Plans campaigns and measures what works.'},
  {id: 'e14', firstName: 'Ethan', lastName: 'Walker', email: 'ethan.walker@example.com', department: 'Finance', jobTitle: 'Financial Analyst', salary: 82000, startDate: '2023-09-04', city: 'Leeds', active: true, note: 'Models pricing and forecasts.'},
  {id: 'e15', firstName: 'Amara', lastName: 'Eze', email: 'amara.eze@example.com', department: 'Engineering', jobTitle: 'Site Reliability Engineer', salary: 138000, startDate: '2018-12-03', city: 'Lagos', active: true, note: 'Carries the pager and writes the postmortems.'},
  {id: 'e16', firstName: 'Jonas', lastName: 'Weber', email: 'jonas.weber@example.com', department: 'Sales', jobTitle: 'Sales Director', salary: 155000, startDate: '2013-02-18', city: 'Hamburg', active: true, note: 'Sets the quota and closes the largest deals.'},
  {id: 'e17', firstName: 'Leila', lastName: 'Farahani', email: 'leila.farahani@example.com', department: 'Design', jobTitle: 'Visual Designer', salary: 86000, startDate: '2024-04-22', city: 'Toronto', active: true, note: 'Draws the illustrations and icons.'},
  {id: 'e18', firstName: 'Diego', lastName: 'Navarro', email: 'diego.navarro@example.com', department: 'Support', jobTitle: 'Support Specialist', salary: 58000, startDate: '2024-10-07', city: 'Valencia', active: true, note: 'Handles the Spanish-speaking queue.'},
  {id: 'e19', firstName: 'Chloe', lastName: 'Martin', email: 'chloe.martin@example.com', department: 'Marketing', jobTitle: 'Marketing Director', salary: 141000, startDate: '2016-06-13', city: 'Montréal', active: true, note: 'Owns the brand and the budget.'},
  {id: 'e20', firstName: 'Arjun', lastName: 'Mehta', email: 'arjun.mehta@example.com', department: 'Finance', jobTitle: 'Payroll Specialist', salary: 67000, startDate: '2020-11-30', city: 'Pune', active: true, note: 'Pays everyone on time, every time.'},
];
