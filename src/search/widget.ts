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

/**
 * And how long after the visitor's last press, tap, key or scroll: loading the modal's code takes a task of
 * about 60 ms on a phone, which would otherwise delay the paint of whatever that input set off.
 */
export const SEARCH_WARM_QUIET = 1500;
