import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useQuery} from '@tanstack/react-query';
import {fetchPersonDetails} from './peopleApi';

/**
 * The panel under one row. It is a component of its own so its query runs
 * only when MRT mounts it, which is when the row is expanded; the answer is
 * cached per person, so opening the same row again shows it at once.
 */
export function DetailPanel({id, name}: {id: string; name: string}) {
  const {data, isError, isPending} = useQuery({
    queryKey: ['person-details', id],
    queryFn: ({signal}) => fetchPersonDetails(id, signal),
    staleTime: 5 * 60_000,
  });

  if (isPending) {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" role="status" sx={{py: 2}}>
        <CircularProgress size={20} />
        <Typography variant="body2">Loading details for {name}…</Typography>
      </Stack>
    );
  }
  if (isError) return <Alert severity="error">Could not load the details for {name}.</Alert>;

  return (
    <Box sx={{display: 'grid', gap: 1.5, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr'}, py: 1}}>
      <Box>
        <Typography variant="subtitle2">About</Typography>
        <Typography variant="body2">{data.bio}</Typography>
        <Typography variant="body2" sx={{mt: 1}}>
          {data.address} · {data.phone}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2">Skills</Typography>
        <Typography variant="body2" sx={{mb: 1}}>
          {data.skills.join(', ')}
        </Typography>
        <Typography variant="subtitle2">Projects</Typography>
        <Typography variant="body2">
          {data.projects.map((project) => `${project.name} (${project.status})`).join(', ')}
        </Typography>
      </Box>
    </Box>
  );
}
