import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {MrtFrame} from '@site/src/components/MrtFrame';
import HomeDemo from '@site/src/demos/home/HomeDemo';
import {FEATURES} from '@site/src/demos/home/features';
import {installCommand} from '@site/src/site/install';

const cta = {
  px: 3,
  py: 1.25,
  borderRadius: 1,
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  '&:hover': {textDecoration: 'none'},
} as const;

const GLANCE = [
  ['Material UI', 'Every part is a Material UI component, themed by your theme and open to its sx props.'],
  ['TanStack Table', 'The headless engine underneath: its state, row models and APIs are all yours to use.'],
  ['TypeScript', 'Columns, rows and options are typed against your own data model.'],
  ['MIT licensed', 'Grouping, aggregation, pinning and virtualization included, free.'],
] as const;

/** Home: no breadcrumbs and no article wrapper. */
export default function Home() {
  return (
    <Layout
      title="Material React Table V3"
      description="A fully featured Material UI data table for React, built on TanStack Table.">
      <Box sx={{py: {xs: 4, md: 8}, textAlign: 'center', maxWidth: 900, mx: 'auto'}}>
        <Typography variant="h2" component="h1" sx={{fontWeight: 800, fontSize: {xs: '2.2rem', md: '3.5rem'}}}>
          Material React Table V3
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{mt: 2, color: 'text.secondary', fontSize: {xs: '1.1rem', md: '1.4rem'}}}>
          A fully featured data table for React: Material UI components on top of TanStack Table, with sorting,
          filtering, editing, grouping and virtualization built in.
        </Typography>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{justifyContent: 'center', mt: 4}}>
          <ButtonBase
            component={Link}
            to="/docs/getting-started"
            sx={{
              ...cta,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': {bgcolor: 'primary.dark', color: 'primary.contrastText'},
            }}>
            Get Started
          </ButtonBase>
          <ButtonBase
            component={Link}
            to="/docs/examples"
            sx={{
              ...cta,
              border: 1,
              borderColor: 'primary.main',
              color: 'primary.main',
              '&:hover': {bgcolor: 'action.hover'},
            }}>
            View Examples
          </ButtonBase>
        </Stack>
        <Box className="mrt-home-install" sx={{mt: 5, textAlign: 'left'}}>
          <CodeBlock language="bash">{installCommand('npm')}</CodeBlock>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="home-glance" sx={{maxWidth: 1100, mx: 'auto', mb: 6}}>
        <Typography
          id="home-glance"
          variant="h4"
          component="h2"
          sx={{fontWeight: 700, mb: 2, fontSize: {xs: '1.5rem', md: '2rem'}}}>
          At a glance
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)'},
          }}>
          {GLANCE.map(([title, text]) => (
            <Box component="li" key={title} sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
              <Typography component="h3" sx={{fontWeight: 700, fontSize: '1.05rem', mb: 0.5}}>
                {title}
              </Typography>
              <Typography sx={{color: 'text.secondary', fontSize: '0.95rem'}}>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="home-demo" sx={{maxWidth: 1100, mx: 'auto', mb: 6}}>
        <Typography
          id="home-demo"
          variant="h4"
          component="h2"
          sx={{fontWeight: 700, mb: 1, fontSize: {xs: '1.5rem', md: '2rem'}}}>
          Try it
        </Typography>
        <Typography sx={{color: 'text.secondary', mb: 2}}>
          A live table from twelve rows and five column definitions: sort by a header, filter a column, search, select
          rows, page through.
        </Typography>
        <MrtFrame className="mrt-home-demo">
          <HomeDemo />
        </MrtFrame>
        <Typography sx={{mt: 1.5}}>
          <Link to="/docs/getting-started/usage">Build this kind of table step by step →</Link>
        </Typography>
        <Typography sx={{mt: 0.5}}>
          <Link to="/builder">Try options in the Table Builder: a live table and its code →</Link>
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="home-features" sx={{maxWidth: 1100, mx: 'auto', mb: 8}}>
        <Typography
          id="home-features"
          variant="h4"
          component="h2"
          sx={{fontWeight: 700, mb: 2, fontSize: {xs: '1.5rem', md: '2rem'}}}>
          Features
        </Typography>
        <Box
          component="ul"
          className="mrt-home-features"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)'},
          }}>
          {FEATURES.map((feature) => (
            <Box component="li" key={feature.href} sx={{display: 'flex'}}>
              <Box
                component={Link}
                to={feature.href}
                sx={{
                  flex: 1,
                  display: 'block',
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': {borderColor: 'primary.main', textDecoration: 'none', color: 'text.primary'},
                  '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main'},
                }}>
                <Typography component="h3" sx={{fontWeight: 700, fontSize: '1.05rem', mb: 0.5, color: 'primary.main'}}>
                  {feature.title}
                </Typography>
                <Typography sx={{color: 'text.secondary', fontSize: '0.95rem'}}>{feature.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Layout>
  );
}
