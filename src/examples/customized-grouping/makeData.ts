export interface Deal {
  id: string;
  customer: string;
  rep: string;
  region: string;
  amount: number; // US dollars
}

export const data: Deal[] = [
  {id: 'd1', customer: 'Bluefin Logistics', rep: 'Ana', region: 'North', amount: 12000},
  {id: 'd2', customer: 'Cobalt Dental', rep: 'Ben', region: 'South', amount: 4500},
  {id: 'd3', customer: 'Delta Bakery', rep: 'Ana', region: 'North', amount: 2300},
  {id: 'd4', customer: 'Evergreen Schools', rep: 'Cem', region: 'West', amount: 18750},
  {id: 'd5', customer: 'Fjord Outfitters', rep: 'Ben', region: 'South', amount: 6400},
  {id: 'd6', customer: 'Granite Legal', rep: 'Cem', region: 'West', amount: 9100},
  {id: 'd7', customer: 'Harbor Clinics', rep: 'Ana', region: 'North', amount: 7250},
  {id: 'd8', customer: 'Iris Florists', rep: 'Ben', region: 'South', amount: 1800},
  {id: 'd9', customer: 'Juniper Hotels', rep: 'Cem', region: 'North', amount: 15300},
];

export const formatDollars = (value: number) =>
  value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
