/**
 * Server only (a client module, registered by plugins/mrt-deferred): starts fetching every deferred part when
 * the server bundle loads, before any page renders. The build renders ten pages at a time, and a part first
 * imported by a page that is already rendering was not there yet: that page's HTML got the part's loading
 * stand-in, revealed later by an inline script. `__MRT_DEFERRED_SERVER__` is a build-time constant, so the
 * browser bundle keeps none of this.
 */
if (__MRT_DEFERRED_SERVER__) void import('./allParts');
