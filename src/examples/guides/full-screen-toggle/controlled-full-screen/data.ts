export interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  weightKg: number;
}

// a fixed list of shipments, the same on every render
export const shipments: Shipment[] = [
  {id: 'SH-1001', destination: 'Rotterdam', carrier: 'North Line', weightKg: 1200},
  {id: 'SH-1002', destination: 'Valencia', carrier: 'Blue Anchor', weightKg: 860},
  {id: 'SH-1003', destination: 'Gdańsk', carrier: 'North Line', weightKg: 2310},
  {id: 'SH-1004', destination: 'Piraeus', carrier: 'Meridian', weightKg: 540},
  {id: 'SH-1005', destination: 'Antwerp', carrier: 'Blue Anchor', weightKg: 1975},
  {id: 'SH-1006', destination: 'Genoa', carrier: 'Meridian', weightKg: 730},
];
