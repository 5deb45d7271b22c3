import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const INSTALL =
  'npm install material-react-table @mui/material @mui/x-date-pickers @mui/icons-material @emotion/react @emotion/styled';

const cta = {px: 3, py: 1.25, borderRadius: 1, fontWeight: 600, fontSize: '1rem', textDecoration: 'none', '&:hover': {textDecoration: 'none'}} as const;

/** Home: no breadcrumbs and no article wrapper (SPEC §2). */
export default function Home() {
  return (
    <Layout
      title="Material React Table V3"
      description="A fully featured Material UI data table for React, built on TanStack Table.">
      <Box sx={{py: {xs: 4, md: 8}, textAlign: 'center', maxWidth: 900, mx: 'auto'}}>
        <Typography variant="h2" component="h1" sx={{fontWeight: 800, fontSize: {xs: '2.2rem', md: '3.5rem'}}}>
          Material React Table V3
        </Typography>
        <Typography variant="h5" component="p" sx={{mt: 2, color: 'text.secondary', fontSize: {xs: '1.1rem', md: '1.4rem'}}}>
          A fully featured data table for React: Material UI components on top of TanStack Table, with sorting,
          filtering, editing, grouping and virtualization built in.
        </Typography>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{justifyContent: 'center', mt: 4}}>
          <ButtonBase component={Link} to="/docs/getting-started" sx={{...cta, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': {bgcolor: 'primary.dark', color: 'primary.contrastText'}}}>
            Get Started
          </ButtonBase>
          <ButtonBase component={Link} to="/docs/examples" sx={{...cta, border: 1, borderColor: 'primary.main', color: 'primary.main', '&:hover': {bgcolor: 'action.hover'}}}>
            View Examples
          </ButtonBase>
        </Stack>
        <Box sx={{mt: 5, textAlign: 'left'}}>
          <CodeBlock language="bash">{INSTALL}</CodeBlock>
        </Box>
      </Box>
    </Layout>
  );
}
