/** One row as a database or a REST API returns it: children point at their parent by id. */
export interface FlatFolder {
  id: string;
  parentId: string | null;
  name: string;
  owner: string;
  files: number;
}

export const flatFolders: FlatFolder[] = [
  {id: '1', parentId: null, name: 'Marketing', owner: 'Rosa', files: 12},
  {id: '2', parentId: null, name: 'Engineering', owner: 'Felix', files: 40},
  {id: '3', parentId: '1', name: 'Campaigns', owner: 'Rosa', files: 7},
  {id: '4', parentId: '2', name: 'Backend', owner: 'Jun', files: 18},
  {id: '5', parentId: '2', name: 'Frontend', owner: 'Asha', files: 15},
  {id: '6', parentId: '3', name: 'Spring launch', owner: 'Theo', files: 3},
  {id: '7', parentId: null, name: 'Finance', owner: 'Mina', files: 9},
  {id: '8', parentId: '4', name: 'Migrations', owner: 'Jun', files: 6},
  {id: '9', parentId: '1', name: 'Brand assets', owner: 'Leo', files: 21},
  {id: '10', parentId: '7', name: 'Invoices 2026', owner: 'Mina', files: 5},
];
