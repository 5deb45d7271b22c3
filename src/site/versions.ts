/**
 * The versions this site documents, apart from the install command's module (src/site/install.ts) so that
 * code on every doc page (the assistants' links) can read them without carrying the command's code.
 */

/** The Material React Table these docs are for. */
export const MRT_VERSION = '3.2.1';

/**
 * The TanStack Table that material-react-table 3.2.1 depends on, exactly (its own dependency, not a peer): the
 * engine under every table, whose v8 API MRT extends (tests/unit/site/install.test.ts checks it).
 */
export const TANSTACK_TABLE_VERSION = '8.20.6';
