export interface Tool {
  name: string;
  category: string;
  stock: number;
}

// a fixed list, so the sorted order and the filtered rows are the same on every load
export const tools: Tool[] = [
  {name: 'Claw hammer', category: 'Hand tools', stock: 14},
  {name: 'Cordless drill', category: 'Power tools', stock: 6},
  {name: 'Spirit level', category: 'Measuring', stock: 22},
  {name: 'Jigsaw', category: 'Power tools', stock: 3},
  {name: 'Tape measure', category: 'Measuring', stock: 31},
  {name: 'Chisel set', category: 'Hand tools', stock: 9},
];
