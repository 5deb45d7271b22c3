/**
 * The two steps of `npm run compat` that every project kind shares: `npm install` (clean, or npm's ERESOLVE
 * and whether `--legacy-peer-deps` gets past it) and `tsc -p .` (errors counted, the first quoted).
 */
import {LIMIT, firstLine, run} from './run.mjs';

/**
 * npm's ERESOLVE report, in one line: the line under "Could not resolve dependency:" (the peer range that
 * could not be met and who asks for it: `peerOptional date-fns@"^2.25.0 || ^3.2.0" from @mui/x-date-pickers@…`)
 * and what was found instead.
 */
function peerConflict(output) {
  const lines = output.split('\n').map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim());
  const at = lines.findIndex((line) => line.startsWith('Could not resolve dependency'));
  const wanted = at < 0 ? undefined : lines[at + 1];
  const found = lines.find((line) => /^Found: /.test(line));
  return [wanted, found && `(${found.toLowerCase()})`].filter(Boolean).join(' ') || firstLine(output);
}

const npmArgs = ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'];

export async function install(dir) {
  const clean = await run('npm', npmArgs, dir, LIMIT.install);
  if (clean.code === 0) return {outcome: 'pass', seconds: clean.seconds};
  const eresolve = /ERESOLVE/.test(clean.output);
  const error = eresolve ? `ERESOLVE: ${peerConflict(clean.output)}` : firstLine(clean.output);
  if (!eresolve) return {outcome: 'fail', error, seconds: clean.seconds};
  const legacy = await run('npm', [...npmArgs, '--legacy-peer-deps'], dir, LIMIT.install);
  return {
    outcome: legacy.code === 0 ? 'legacy' : 'fail',
    error,
    ...(legacy.code === 0 ? {} : {legacyError: firstLine(legacy.output)}),
    seconds: clean.seconds + legacy.seconds,
  };
}

/** `tsc` over the project with its own tsconfig.json. */
export async function typeCheck(dir) {
  const result = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], dir, LIMIT.types);
  if (result.code === 0) return {outcome: 'pass', seconds: result.seconds};
  const errors = result.output.split('\n').filter((line) => /error TS\d+/.test(line));
  return {
    outcome: 'fail',
    errors: errors.length,
    error: firstLine(errors[0] ?? result.output),
    seconds: result.seconds,
  };
}
