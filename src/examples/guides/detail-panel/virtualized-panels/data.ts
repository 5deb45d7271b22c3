export interface Shipment {
  id: number;
  destination: string;
  carrier: string;
  // one line per stop; the panels are of different heights
  stops: string[];
}

const cities = ['Oslo', 'Madrid', 'Warsaw', 'Dublin', 'Vienna', 'Athens', 'Riga', 'Lyon', 'Ghent'];
const carriers = ['Northwind', 'Bluebird', 'Vega Freight'];

// 1,000 shipments computed from their index: the same rows on every visit
export const shipments: Shipment[] = Array.from({length: 1000}, (_, index) => ({
  id: index + 1,
  destination: cities[index % cities.length]!,
  carrier: carriers[index % carriers.length]!,
  stops: Array.from(
    {length: (index % 4) + 1},
    (_, stop) => `Stop ${stop + 1}: ${cities[(index + stop + 1) % cities.length]}`,
  ),
}));
