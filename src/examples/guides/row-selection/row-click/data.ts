export interface Track {
  id: string;
  title: string;
  artist: string;
  length: string;
}

// a fixed playlist of six tracks
export const tracks: Track[] = [
  {id: 't1', title: 'Harbour Lights', artist: 'The Tidelines', length: '3:42'},
  {id: 't2', title: 'Paper Planes', artist: 'Nora Vale', length: '4:05'},
  {id: 't3', title: 'Slow Orbit', artist: 'Kestrel', length: '5:17'},
  {id: 't4', title: 'Copper Sky', artist: 'The Tidelines', length: '3:58'},
  {id: 't5', title: 'Night Ferry', artist: 'Ada Quinn', length: '4:31'},
  {id: 't6', title: 'Salt and Iron', artist: 'Kestrel', length: '2:49'},
];
