/**
 * A builder opened with a state in its address (a shared link) is served with the default table: a static page
 * cannot know its query string. So that the defaults never show, an inline script hides the builder before its
 * HTML is parsed, and the builder shows itself once the table and the code follow the address. Plain module.
 */

/** `<html>` carries this attribute from the first parse until the builder shows the state of its address. */
export const ADDRESS_PENDING = 'data-builder-address';

/** If the builder's code never runs (a failed bundle), it shows the defaults after this long. */
export const ADDRESS_PENDING_MAX_MS = 5000;

/** The inline script, placed before the builder's HTML. */
export const ADDRESS_PENDING_SCRIPT = `(function(){if(location.search.length<2)return;var d=document.documentElement;d.setAttribute('${ADDRESS_PENDING}','');setTimeout(function(){d.removeAttribute('${ADDRESS_PENDING}')},${ADDRESS_PENDING_MAX_MS})})();`;

/** Whether the builder is hidden, waiting to show the state of its address. */
export function addressPending(): boolean {
  return document.documentElement.hasAttribute(ADDRESS_PENDING);
}

/** Called once the builder shows the state of its address. */
export function addressShown(): void {
  document.documentElement.removeAttribute(ADDRESS_PENDING);
}
