import {useEffect, useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {fetchDetails, fetchPeople, type Person, type PersonDetails} from './api';

// mounted when its row opens, unmounted when it closes: the request starts only then
function DetailsPanel({id}: {id: string}) {
  const [details, setDetails] = useState<PersonDetails | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const request = new AbortController();
    fetchDetails(id, request.signal).then(setDetails, () => setFailed(!request.signal.aborted));
    return () => request.abort(); // the row closed before the answer arrived
  }, [id]);
  if (failed) return <Typography color="error">Could not load the details.</Typography>;
  return details ? <Typography>{details.bio}</Typography> : <Typography color="text.secondary">Loading…</Typography>;
}

export default function Example() {
  const [people, setPeople] = useState<Person[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    const request = new AbortController();
    fetchPeople(request.signal)
      .then(setPeople, () => {})
      .finally(() => setIsLoading(request.signal.aborted));
    return () => request.abort();
  }, []);

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
      {accessorKey: 'jobTitle', header: 'Job Title'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: people,
    getRowId: (person) => person.id,
    // only builds an element: the component fetches, once its row is open
    renderDetailPanel: ({row}) => <DetailsPanel id={row.original.id} />,
    state: {isLoading},
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    // as many skeleton rows as rows will arrive: MRT draws one per row of the page size, even unpaginated
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 5}},
  });

  return <MaterialReactTable table={table} />;
}
