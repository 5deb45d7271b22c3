import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import CompatChecker from '@site/src/components/CompatChecker';

/** The Install page's "Check your app": paste, check, read the verdict; nothing pasted leaves the page. */

const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  global.fetch = fetchSpy as unknown as typeof fetch;
});

function check(text: string) {
  render(<CompatChecker />);
  fireEvent.change(screen.getByLabelText('Your package.json'), {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Check my app'}));
}

test('a package.json on Material UI 9 gets the failed steps, the first error and a command that worked', async () => {
  check(
    JSON.stringify({
      dependencies: {react: '^19.0.0', '@mui/material': '^9.0.0', '@mui/x-date-pickers': '^9.0.0'},
    }),
  );
  expect(await screen.findByText(/Nearest measured combination|Measured with your majors/)).toBeInTheDocument();
  expect(screen.getByText('Not every step worked.', {exact: false})).toBeInTheDocument();
  expect(screen.getByText(/^Types: fails/)).toBeInTheDocument();
  expect(screen.getByText(/^npm install material-react-table@3\.2\.1 @mui\/material@7\./)).toBeInTheDocument();
  expect(screen.getByText(/"overrides"/)).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('the site set: every step worked, and the command to install it', async () => {
  check('"react": "19.3.1",\n"@mui/material": "7.3.11",\n"@mui/x-date-pickers": "8.29.5",');
  expect(await screen.findByText('Every step worked.', {exact: false})).toBeInTheDocument();
  expect(screen.getByText(/^Install it with/)).toBeInTheDocument();
});

test('markup pasted is shown as text in a plain message, and nothing runs', async () => {
  check('<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">');
  expect(await screen.findByText(/This is not JSON, nor the output of npm ls/)).toBeInTheDocument();
  expect(document.querySelector('form script, form img')).toBeNull();
  expect((window as {__pwned?: boolean}).__pwned).toBeUndefined();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('a package.json with its own @tanstack/react-table 9: its measured row, the warning, and what worked', async () => {
  check(
    JSON.stringify({
      dependencies: {
        'material-react-table': '^3.2.1',
        '@mui/material': '^7.3.0',
        '@mui/icons-material': '^7.3.0',
        '@mui/x-date-pickers': '^8.0.0',
        '@emotion/react': '^11.14.0',
        '@emotion/styled': '^11.14.0',
        '@tanstack/react-table': '^9.3.1',
        dayjs: '^1.11.0',
        react: '^19.0.0',
      },
    }),
  );
  const strong = await screen.findByText(/Measured with your majors/);
  expect(strong.closest('p')).toHaveTextContent(/^Measured with your majors: Your own TanStack Table, latest \(/);
  expect(screen.getByText(/^Types: fails/)).toBeInTheDocument();
  const warnings = screen.getByRole('list', {name: 'Warnings'});
  expect(warnings).toHaveTextContent(
    /@tanstack\/react-table \^9\.3\.1 is installed beside the TanStack Table 8\.20\.6/,
  );
  expect(warnings).toHaveTextContent('Type the columns with MRT_ColumnDef and createMRTColumnHelper');
  expect(
    screen.getByText(/^Measured to work nearest to yours \(Your own TanStack Table, MRT's types\)/),
  ).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
});
