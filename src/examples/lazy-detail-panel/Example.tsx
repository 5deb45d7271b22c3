import {useMemo, useState} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {QueryClient, QueryClientProvider, useQuery} from '@tanstack/react-query';
import {DetailPanel} from './DetailPanel';
import {fetchPeople, type Person} from './peopleApi';

const NO_PEOPLE: Person[] = [];

function PeopleTable() {
  const {
    data = NO_PEOPLE,
    isError,
    isLoading,
  } = useQuery({
    queryKey: ['people'],
    queryFn: ({signal}) => fetchPeople(signal),
  });

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 130},
      {accessorKey: 'lastName', header: 'Last Name', size: 130},
      {accessorKey: 'jobTitle', header: 'Job Title', size: 140},
      {accessorKey: 'city', header: 'City', size: 130},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // MRT calls this for every row, to know which rows can expand: return an element, and let the
    // element fetch, so nothing is requested until a row is opened
    renderDetailPanel: ({row}) => (
      <DetailPanel id={row.original.id} name={`${row.original.firstName} ${row.original.lastName}`} />
    ),
    muiExpandButtonProps: ({row}) => ({
      'aria-label': `${row.getIsExpanded() ? 'Collapse' : 'Expand'} ${row.original.firstName} ${row.original.lastName}`,
    }),
    muiToolbarAlertBannerProps: isError ? {color: 'error', children: 'Could not load the people.'} : undefined,
    state: {isLoading, showAlertBanner: isError},
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PeopleTable />
    </QueryClientProvider>
  );
}
