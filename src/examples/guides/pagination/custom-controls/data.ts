export interface Station {
  code: string;
  name: string;
  line: string;
}

const LINES = ['North', 'River', 'Harbour'];

// 42 fixed stations: S01 to S42, on the North, River and Harbour lines in turn
export const stations: Station[] = Array.from({length: 42}, (_, index) => ({
  code: `S${String(index + 1).padStart(2, '0')}`,
  name: `Station ${index + 1}`,
  line: LINES[index % LINES.length]!,
}));
