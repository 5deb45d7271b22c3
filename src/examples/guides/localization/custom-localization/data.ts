export interface Book {
  title: string;
  author: string;
  year: number;
}

// a fixed list of twelve books: with five rows a page the pagination reads "1-5 de 12"
export const books: Book[] = [
  {title: 'Cien años de soledad', author: 'Gabriel García Márquez', year: 1967},
  {title: 'Rayuela', author: 'Julio Cortázar', year: 1963},
  {title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955},
  {title: 'La casa de los espíritus', author: 'Isabel Allende', year: 1982},
  {title: 'Ficciones', author: 'Jorge Luis Borges', year: 1944},
  {title: 'Nada', author: 'Carmen Laforet', year: 1945},
  {title: 'La sombra del viento', author: 'Carlos Ruiz Zafón', year: 2001},
  {title: 'El túnel', author: 'Ernesto Sabato', year: 1948},
  {title: 'Como agua para chocolate', author: 'Laura Esquivel', year: 1989},
  {title: 'Los detectives salvajes', author: 'Roberto Bolaño', year: 1998},
  {title: 'La ciudad y los perros', author: 'Mario Vargas Llosa', year: 1963},
  {title: 'Tiempo de silencio', author: 'Luis Martín-Santos', year: 1962},
];
