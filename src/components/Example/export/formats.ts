/** The two encodings a project leaves the site in (plain functions, unit tested). */
import {strToU8, zipSync} from 'fflate';
import {compressToBase64} from 'lz-string';
import type {ProjectFiles} from './project';

/** CodeSandbox's define API takes the files as LZ-compressed JSON in URL-safe base64. */
export function codeSandboxParameters(files: ProjectFiles): string {
  const json = JSON.stringify({
    files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, {content, isBinary: false}])),
  });
  return compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The project as a .zip whose entries sit in one folder named after the demo. */
export function zipProject(folder: string, files: ProjectFiles): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, content]) => [`${folder}/${path}`, strToU8(content)])),
  );
}
