export interface Part {
  sku: string;
  name: string;
  warehouse: string;
  stock: number;
}

// a fixed list of ten parts; two are out of stock, and those cannot be selected
export const parts: Part[] = [
  {sku: 'BR-104', name: 'Brake pad set', warehouse: 'Leeds', stock: 42},
  {sku: 'FL-220', name: 'Oil filter', warehouse: 'Bristol', stock: 120},
  {sku: 'SP-318', name: 'Spark plug', warehouse: 'Leeds', stock: 0},
  {sku: 'WB-402', name: 'Wiper blade', warehouse: 'Glasgow', stock: 65},
  {sku: 'BT-515', name: 'Battery 70Ah', warehouse: 'Bristol', stock: 8},
  {sku: 'HL-633', name: 'Headlight bulb', warehouse: 'Glasgow', stock: 230},
  {sku: 'TB-741', name: 'Timing belt', warehouse: 'Leeds', stock: 14},
  {sku: 'RC-859', name: 'Radiator cap', warehouse: 'Bristol', stock: 0},
  {sku: 'AF-960', name: 'Air filter', warehouse: 'Glasgow', stock: 77},
  {sku: 'CL-077', name: 'Clutch kit', warehouse: 'Leeds', stock: 5},
];
