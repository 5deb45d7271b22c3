/**
 * Debian's Chromium, as every browser run of this project starts it (the browser tests, the benchmarks):
 * its path (CHROMIUM_PATH overrides) and the flags this machine needs. No downloaded browsers here.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
module.exports = {CHROMIUM_PATH, CHROMIUM_ARGS};
