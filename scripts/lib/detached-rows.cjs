/**
 * Table rows that are no longer in the document but still on the JavaScript heap after a full garbage
 * collection: rows something (such as a virtualizer's element cache) keeps after they left the page.
 * Used by the virtualized example's browser test and by scripts/bench-examples.mjs.
 *
 * @param {import('playwright-core').CDPSession} cdp a CDP session attached to the page
 * @returns {Promise<number>}
 */
async function countDetachedRows(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const {result: rowPrototype} = await cdp.send('Runtime.evaluate', {expression: 'HTMLTableRowElement.prototype'});
  const {objects} = await cdp.send('Runtime.queryObjects', {prototypeObjectId: rowPrototype.objectId});
  const {result} = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: 'function () { return this.filter((row) => !row.isConnected).length; }',
    returnByValue: true,
  });
  return result.value;
}

module.exports = {countDetachedRows};
