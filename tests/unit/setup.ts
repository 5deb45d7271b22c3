import '@testing-library/jest-dom';
import {configure} from '@testing-library/react';
import {resetDocusaurusMocks} from './__mocks__/docusaurus/mockState';

// MUI re-renders of the whole navigation are slow under jsdom on a busy machine.
configure({asyncUtilTimeout: 15000});

// Every test starts on `/` with a fresh history spy and default plugin data.
beforeEach(() => {
  resetDocusaurusMocks();
});
