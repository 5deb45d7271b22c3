export interface Track {
  id: string;
  title: string;
  artist: string;
  length: string;
}

// a fixed playlist: the order of this array is the order the table shows
export const playlist: Track[] = [
  {id: 'tr-1', title: 'Harbour Lights', artist: 'The Low Tides', length: '3:41'},
  {id: 'tr-2', title: 'Paper Kites', artist: 'Mira Solis', length: '4:05'},
  {id: 'tr-3', title: 'Northbound', artist: 'Atlas Avenue', length: '2:58'},
  {id: 'tr-4', title: 'Slow Comet', artist: 'Juniper Hall', length: '5:12'},
  {id: 'tr-5', title: 'Glasshouse', artist: 'Mira Solis', length: '3:27'},
  {id: 'tr-6', title: 'Last Tram Home', artist: 'The Low Tides', length: '4:33'},
];

/** A copy of `items` with the item at index `from` moved to index `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
