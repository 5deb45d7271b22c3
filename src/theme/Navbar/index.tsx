import {TopBar} from '@site/src/components/TopBar';

/** Docusaurus' navbar slot is the Material top bar. */
export default TopBar;
