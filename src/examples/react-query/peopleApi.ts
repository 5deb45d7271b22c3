import type {MRT_ColumnFiltersState, MRT_PaginationState, MRT_SortingState} from 'material-react-table';

/** One row as the server sends it. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  state: string;
  jobTitle: string;
  salary: number;
}

/** One page of rows plus the total that matches the filters (for the pagination footer). */
export interface PeoplePage {
  data: Person[];
  meta: {totalRowCount: number};
}

export interface PeopleQuery {
  pagination: MRT_PaginationState;
  sorting: MRT_SortingState;
  columnFilters: MRT_ColumnFiltersState;
  globalFilter: string;
}

/** The table's state, written into the query string the server reads. */
export function peopleUrl({pagination, sorting, columnFilters, globalFilter}: PeopleQuery): string {
  const params = new URLSearchParams({
    start: String(pagination.pageIndex * pagination.pageSize),
    size: String(pagination.pageSize),
    sorting: JSON.stringify(sorting),
    filters: JSON.stringify(columnFilters),
    globalFilter: globalFilter ?? '',
  });
  return `/demo-api/people?${params}`;
}

export async function fetchPeople(query: PeopleQuery, signal?: AbortSignal): Promise<PeoplePage> {
  const response = await fetch(peopleUrl(query), {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as PeoplePage;
}
