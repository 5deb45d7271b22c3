export interface Post {
  id: string;
  title: string;
  author: string;
}

export const posts: Post[] = [
  {id: 'p1', title: 'Sorting by two columns', author: 'Mara Quint'},
  {id: 'p2', title: 'Pinning the first column', author: 'Dev Patel'},
  {id: 'p3', title: 'A select filter per team', author: 'Ana Ruiz'},
];
