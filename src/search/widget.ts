/**
 * The embedded index's name as DocSearch knows it: it keeps recent searches and favourites in localStorage
 * under keys ending with it. Apart from the modal so the top bar's button can read it without loading the modal.
 */
export const EMBEDDED_INDEX_NAME = 'material-react-table';
export const RECENT_SEARCHES_KEY = `__DOCSEARCH_RECENT_SEARCHES__${EMBEDDED_INDEX_NAME}`;

/**
 * How long after the search button mounts the search warms up (once the browser is idle as well): the page's
 * own idle work (its tables coming to life, their deferred parts) goes first.
 */
export const SEARCH_WARM_DELAY = 2000;
